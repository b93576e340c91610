import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sidebarDataPath } from "../../../../src/lib/blog/list-chunks";
import {
  blogPageData,
  escapeHtmlText,
  pagesInBuild,
  postPages,
  sidebarDataFile,
  sourcePageFiles,
  textInBuiltFile,
  textInBuiltPages,
} from "../built-site.mjs";

let dir: string;
const write = (relative: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "scale-built-site-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the scale test's reads of a build", () => {
  it("counts the pages of the build's manifest, one page-data.json each", () => {
    write("page-data/index/page-data.json", "{}");
    write("page-data/blog/7/page-data.json", "{}");
    write("page-data/sq/d/123.json", "{}");
    write("page-data/app-data.json", "{}");
    expect(pagesInBuild(dir)).toBe(2);
    expect(pagesInBuild(path.join(dir, "missing"))).toBe(0);
  });

  it("counts page files, not their tests", () => {
    write("pages/index.tsx", "");
    write("pages/requirements/submission.tsx", "");
    write("pages/__tests__/index.test.tsx", "");
    write("pages/notes.md", "");
    expect(sourcePageFiles(path.join(dir, "pages"))).toBe(2);
  });

  it("finds a text in a post's built pages as React escapes it, and not where it is missing", () => {
    expect(postPages(7)).toEqual(["/blog/7/", "/light/blog/7/"]);
    write("blog/7/index.html", "<h1>Tom &amp; Jerry&#x27;s &quot;cache&quot; &lt;3 (edited)</h1>");
    write("light/blog/7/index.html", "<h1>Tom &amp; Jerry</h1>");
    expect(textInBuiltPages(postPages(7), `Tom & Jerry's "cache" <3 (edited)`, dir)).toEqual([
      { file: path.join(dir, "blog/7/index.html"), text: `Tom & Jerry's "cache" <3 (edited)`, found: true },
      { file: path.join(dir, "light/blog/7/index.html"), text: `Tom & Jerry's "cache" <3 (edited)`, found: false },
    ]);
    expect(textInBuiltPages(postPages(8), "anything", dir).map((row) => row.found)).toEqual([false, false]);
    expect(escapeHtmlText("a<b>&'\"")).toBe("a&lt;b&gt;&amp;&#x27;&quot;");
  });

  it("measures /blog/'s page data and its smallest post", () => {
    const nodes = [{ title: "A longer title" }, { title: "Short" }];
    const json = JSON.stringify({ result: { data: { allDirectusPost: { totalCount: 9, nodes } } } });
    write("page-data/blog/page-data.json", json);
    expect(blogPageData(dir)).toEqual({
      bytes: Buffer.byteLength(json),
      posts: 2,
      smallestPostBytes: Buffer.byteLength('{"title":"Short"}'),
    });
  });

  it("refuses /blog/'s page data without posts where the page's query puts them", () => {
    write("page-data/blog/page-data.json", JSON.stringify({ result: { data: { posts: [] } } }));
    expect(() => blogPageData(dir)).toThrow(/has no posts at result\.data\.allDirectusPost\.nodes/);
  });
});

describe("sidebarDataFile and textInBuiltFile", () => {
  it("is where the build writes the sidebar's newest posts and counts", () => {
    expect(`/${sidebarDataFile}`).toBe(sidebarDataPath);
  });

  it("finds a text as JSON writes it, and not in a missing file", () => {
    write(sidebarDataFile, JSON.stringify({ recentPosts: [{ title: 'A "quoted" title' }] }));
    expect(textInBuiltFile(sidebarDataFile, 'A "quoted" title', dir).found).toBe(true);
    expect(textInBuiltFile(sidebarDataFile, "Another title", dir).found).toBe(false);
    expect(textInBuiltFile("blog-data/missing.json", "A", dir).found).toBe(false);
  });
});
