/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtPages, headerMenuTexts, headersShow, htmlFileOf } from "../built-headers.mjs";

/** A page's HTML as the site's layout renders it (React's text separators included). */
const pageHtml = (links: string[]) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><header data-scrolled="false" class="a"><div class="b">` +
  `<a aria-label="Northbeam Studio home" href="/"><span>Northbeam Studio</span></a>` +
  `<button type="button" aria-label="Main menu"><svg></svg></button>` +
  `<nav id=":R1:" aria-label="Main" class="c"><ul class="d">${links
    .map((text) => `<li><a class="e" href="/">${text}</a></li>`)
    .join("")}</ul><a class="f" href="/login/">Login | Register</a></nav></div></header>` +
  `<main><a href="/x/">Blog</a></main><footer><nav aria-label="Links"><a href="/">Journal</a></nav></footer></div></body></html>`;

let publicDir: string;

const addPage = (pagePath: string, html: string | null, layout?: string) => {
  const dataDir = path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    path.join(dataDir, "page-data.json"),
    JSON.stringify({ path: pagePath, result: { pageContext: layout ? { layout } : {} } }),
  );
  if (html === null) return;
  const file = htmlFileOf(pagePath, publicDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
};

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "built-headers-"));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

describe("a page's header menu (headerMenuTexts)", () => {
  it("reads the links of the header's menu and button, not the logo's, the page's nor the footer's", () => {
    expect(headerMenuTexts(pageHtml(["Home", "Ab<!-- -->out", "Q&amp;A"]))).toEqual(["Home", "About", "Q&A", "Login | Register"]);
  });

  it("reads nothing from a page without a header menu", () => {
    expect(headerMenuTexts("<html><body><main><nav><a>Home</a></nav></main></body></html>")).toEqual([]);
  });
});

describe("the pages of a build and their headers", () => {
  it("lists every page of the page manifest with its HTML file, and marks the tech-startup layout's", () => {
    addPage("/", pageHtml(["Journal"]));
    addPage("/about/", pageHtml(["Journal"]));
    addPage("/404.html", pageHtml(["Journal"]));
    addPage("/light/tech-startup/", pageHtml(["Features"]), "startup");
    expect(builtPages(publicDir)).toEqual([
      { path: "/", htmlFile: path.join(publicDir, "index.html"), ownLayout: false },
      { path: "/404.html", htmlFile: path.join(publicDir, "404.html"), ownLayout: false },
      { path: "/about/", htmlFile: path.join(publicDir, "about/index.html"), ownLayout: false },
      { path: "/light/tech-startup/", htmlFile: path.join(publicDir, "light/tech-startup/index.html"), ownLayout: true },
    ]);
    expect(headersShow("Journal", publicDir)).toEqual({ pagesInBuild: 4, pagesChecked: 3, ownLayoutPages: 1, pagesWithout: [] });
  });

  it("names each page whose header lacks the link, or whose HTML is missing", () => {
    addPage("/", pageHtml(["Journal"]));
    addPage("/about/", pageHtml(["Blog"]));
    addPage("/team/", null);
    expect(headersShow("Journal", publicDir)).toEqual({
      pagesInBuild: 3,
      pagesChecked: 3,
      ownLayoutPages: 0,
      pagesWithout: ["/about/", "/team/"],
    });
  });

  it("finds no pages where nothing was built", () => {
    expect(builtPages(path.join(publicDir, "missing"))).toEqual([]);
  });
});
