/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  readRedirectRecord,
  redirectStubHtml,
  removeStaleRedirectStubs,
  writeRedirectRecord,
  writeRedirectStubs,
} from "../redirect-stubs";

describe("redirect stubs", () => {
  it("forwards without JavaScript and names the destination as canonical", () => {
    const html = redirectStubHtml("/blog/14/", "https://www.example.com/blog/14/");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/blog/14/">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/14/">');
    expect(html).toContain('<a href="/blog/14/">');
  });

  it("escapes the destination", () => {
    expect(redirectStubHtml('/x/"><script>', "https://e.com/")).not.toContain("<script>");
  });

  it("writes index.html at each redirect source and refuses paths outside the public folder", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "stubs-"));
    try {
      await writeRedirectStubs(
        publicDir,
        [{ fromPath: "/blog/blog-details/", toPath: "/blog/3/" }],
        (to) => `https://e.com${to}`,
      );
      expect(await readFile(path.join(publicDir, "blog/blog-details/index.html"), "utf8")).toContain("url=/blog/3/");
      await expect(writeRedirectStubs(publicDir, [{ fromPath: "/../../etc/", toPath: "/" }], (to) => to)).rejects.toThrow(
        "escapes the public directory",
      );
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  });

  it("records every redirect of the build as Gatsby holds it, those the browser does not follow included", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "record-"));
    try {
      const redirects = [
        { fromPath: "/blog/blog-details/", toPath: "/blog/3/", isPermanent: false, redirectInBrowser: true, force: true },
        { fromPath: "/old/", toPath: "https://example.com/", isPermanent: true, redirectInBrowser: false, force: true },
      ];
      const file = path.join(root, ".cache/site-redirects.json");
      await writeRedirectRecord(file, redirects);
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual(redirects);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("reads no redirects before the first build has recorded any", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "record-"));
    try {
      expect(await readRedirectRecord(path.join(root, ".cache/site-redirects.json"))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("removes the forwarding pages of redirects the last build had and this one has not, and only those", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "stale-stubs-"));
    const canonical = (to: string) => `https://e.com${to}`;
    try {
      const previous = [
        { fromPath: "/old-landing/", toPath: "/new-landing/" },
        { fromPath: "/light/old-landing/", toPath: "/light/new-landing/" },
        { fromPath: "/blog/category/design/", toPath: "/blog/category/ux/" },
        { fromPath: "/kept/", toPath: "/blog/" },
      ];
      await writeRedirectStubs(publicDir, previous, canonical);
      // The category's address is a page again (its slug came back): the build rendered it there.
      const categoryPage = '<!DOCTYPE html><html lang="en"><head><title>Design | Blog</title></head></html>';
      await writeFile(path.join(publicDir, "blog/category/design/index.html"), categoryPage);
      // The adapter's compressed copy of a stub: the folder stays until the adapter removes it.
      await writeFile(path.join(publicDir, "light/old-landing/index.html.gz"), "");

      const removed = await removeStaleRedirectStubs(publicDir, previous, [{ fromPath: "/kept/", toPath: "/blog/" }]);

      expect(removed).toEqual(["/old-landing/", "/light/old-landing/"]);
      expect(existsSync(path.join(publicDir, "old-landing"))).toBe(false);
      expect(existsSync(path.join(publicDir, "light/old-landing/index.html"))).toBe(false);
      expect(existsSync(path.join(publicDir, "light/old-landing/index.html.gz"))).toBe(true);
      expect(await readFile(path.join(publicDir, "blog/category/design/index.html"), "utf8")).toBe(categoryPage);
      expect(await readFile(path.join(publicDir, "kept/index.html"), "utf8")).toContain("url=/blog/");
      // A redirect whose forwarding page is already gone is no error.
      await mkdir(path.join(publicDir, "elsewhere"));
      expect(await removeStaleRedirectStubs(publicDir, [{ fromPath: "/elsewhere/", toPath: "/" }], [])).toEqual([]);
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  });
});
