/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtPages, htmlFileOfPath, pathOfHtmlFile } from "../built-pages.mjs";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const page = (pagePath: string) =>
  write(
    `public/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`,
    JSON.stringify({ path: pagePath }),
  );

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "built-pages-"));
  for (const pagePath of ["/", "/about/", "/404.html", "/404/"]) page(pagePath);
  for (const file of [
    "index.html",
    "about/index.html",
    "404.html",
    "404/index.html",
    "old/index.html",
    "_gatsby/slices/_gatsby-scripts-1.html",
  ])
    write(`public/${file}`, "<!doctype html>");
  write(
    ".cache/site-redirects.json",
    JSON.stringify([
      { fromPath: "/old/", toPath: "/about/" },
      { fromPath: "/gone", toPath: "/" },
    ]),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("builtPages", () => {
  it("expects one file per page of the manifest and per forwarding page, and finds them", () => {
    const pages = builtPages(path.join(root, "public"));
    expect(pages.pages).toEqual(["/", "/404.html", "/404/", "/about/"]);
    expect(pages.forwarding).toEqual(["/old/"]);
    expect(pages.expected).toEqual(["404.html", "404/index.html", "about/index.html", "index.html", "old/index.html"]);
    expect(pages.found).toEqual(pages.expected);
    expect(pages.missing).toEqual([]);
    expect(pages.unexpected).toEqual([]);
  });

  it("names a page without its file and a file that is no page", () => {
    rmSync(path.join(root, "public/about/index.html"));
    write("public/stray/index.html", "<!doctype html>");
    const pages = builtPages(path.join(root, "public"));
    expect(pages.missing).toEqual(["about/index.html"]);
    expect(pages.unexpected).toEqual(["stray/index.html"]);
  });
});

describe("page paths and files", () => {
  it.each([
    ["/", "index.html"],
    ["/about/", "about/index.html"],
    ["/about", "about/index.html"],
    ["/404.html", "404.html"],
    ["/blog/category/design/", "blog/category/design/index.html"],
  ])("%s is written to %s", (pagePath, file) => {
    expect(htmlFileOfPath(pagePath)).toBe(file);
  });

  it.each([
    ["index.html", "/"],
    ["about/index.html", "/about/"],
    ["404.html", "/404.html"],
  ])("%s is served at %s", (file, pagePath) => {
    expect(pathOfHtmlFile(file)).toBe(pagePath);
  });
});
