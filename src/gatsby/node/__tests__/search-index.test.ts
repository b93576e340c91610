import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { postPagesGlob, writeSearchIndex, type PagefindModule, type PostStatus } from "../search-index";

type Answers = {
  create?: string[];
  add?: string[];
  write?: string[];
  /** Pages the written entry file says are in the index, per language. */
  pageCounts?: Record<string, number>;
  throws?: Error;
};

/** Pagefind's Node API as a stand-in: records the calls, writes an entry file like Pagefind's. */
const fakePagefind = (answers: Answers = {}) => {
  const calls: string[] = [];
  const addDirectory = jest.fn(async (_directory: { path: string; glob?: string }) => {
    calls.push("addDirectory");
    if (answers.throws) throw answers.throws;
    return { errors: answers.add ?? [], page_count: 0 };
  });
  const writeFiles = jest.fn(async ({ outputPath }: { outputPath: string }) => {
    calls.push("writeFiles");
    const languages = Object.fromEntries(
      Object.entries(answers.pageCounts ?? {}).map(([language, count]) => [language, { page_count: count }]),
    );
    await mkdir(outputPath, { recursive: true });
    await writeFile(path.join(outputPath, "pagefind-entry.json"), JSON.stringify({ version: "1.5.2", languages }));
    for (const file of ["pagefind.js", "pagefind-worker.js", "pagefind-ui.js", "pagefind-ui.css", "pagefind-highlight.js"]) {
      await writeFile(path.join(outputPath, file), "");
    }
    return { errors: answers.write ?? [], outputPath };
  });
  const createIndex = jest.fn(async () => {
    calls.push("createIndex");
    return { errors: answers.create ?? [], index: { addDirectory, writeFiles } };
  });
  const close = jest.fn(async () => {
    calls.push("close");
    return null;
  });
  return { api: { createIndex, close } as unknown as PagefindModule, calls, addDirectory, writeFiles };
};

const fakeReporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() });

const published = (...ids: string[]): PostStatus[] => ids.map((directusId) => ({ directusId, status: "published" }));

let publicDir: string;
beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "search-index-"));
});
afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

describe("writeSearchIndex", () => {
  it("indexes the post pages of the public directory into public/pagefind and reports the count", async () => {
    const { api, calls, addDirectory, writeFiles } = fakePagefind({ pageCounts: { en: 3 } });
    const reporter = fakeReporter();
    await expect(writeSearchIndex({ publicDir, posts: published("1", "2", "3"), reporter, pagefind: api })).resolves.toEqual({
      indexed: 3,
    });
    expect(addDirectory).toHaveBeenCalledWith({ path: publicDir, glob: postPagesGlob });
    expect(writeFiles).toHaveBeenCalledWith({ outputPath: path.join(publicDir, "pagefind") });
    expect(calls).toEqual(["createIndex", "addDirectory", "writeFiles", "close"]);
    // The search API stays; Pagefind's ready-made interfaces, which the site does not use, go.
    expect((await readdir(path.join(publicDir, "pagefind"))).sort()).toEqual([
      "pagefind-entry.json",
      "pagefind-worker.js",
      "pagefind.js",
    ]);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("3 post pages indexed"));
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("with the real Pagefind, reads the post pages only: not light twins, lists, categories, tags or archives", async () => {
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><title>t</title></head><body><header>Menu</header>${body}<footer>Footer</footer></body></html>`;
    const post = (title: string) =>
      page(`<article data-pagefind-body=""><h1 data-pagefind-meta="title">${title}</h1><p>Body words</p></article>`);
    const files: Record<string, string> = {
      "blog/12/index.html": post("Twelve"),
      "blog/7/index.html": post("Seven"),
      "light/blog/12/index.html": post("Twelve"),
      "blog/index.html": page("<p>Every post</p>"),
      "blog/category/design/index.html": page("<p>Design</p>"),
      "blog/tag/react/index.html": page("<p>React</p>"),
      "blog/archive/index.html": page("<p>Archive</p>"),
      "blog/archive/2/index.html": page("<p>Archive 2</p>"),
      "blog/blog-details/index.html": page("<p>Moved</p>"),
      "about/index.html": page("<p>About</p>"),
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
      await writeFile(path.join(publicDir, file), html);
    }
    // Pagefind's Node API is an ES module: run it in a Node of its own, as the build does.
    // Like the build, it reads the written index before close(), which stops Pagefind's
    // process (read after it, the entry file was once found empty).
    const script = `
      import { readFile } from "node:fs/promises";
      import * as pagefind from "pagefind";
      const { index } = await pagefind.createIndex({ forceLanguage: "en" });
      const added = await index.addDirectory({ path: process.argv[1], glob: process.argv[2] });
      const written = await index.writeFiles({ outputPath: process.argv[1] + "/pagefind" });
      const entry = JSON.parse(await readFile(process.argv[1] + "/pagefind/pagefind-entry.json", "utf8"));
      await pagefind.close();
      console.log(JSON.stringify({ matched: added.page_count, indexed: entry.languages.en.page_count, errors: [...added.errors, ...written.errors] }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", script, publicDir, postPagesGlob],
      { cwd: process.cwd() },
    );
    expect(JSON.parse(stdout)).toEqual({ matched: 2, indexed: 2, errors: [] });
  });

  it("replaces the previous index instead of adding to it", async () => {
    const stale = path.join(publicDir, "pagefind", "fragment", "en_old.pf_fragment");
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, "old");
    const { api } = fakePagefind({ pageCounts: { en: 1 } });
    await writeSearchIndex({ publicDir, posts: published("1"), reporter: fakeReporter(), pagefind: api });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(path.join(publicDir, "pagefind", "pagefind-entry.json"))).toBe(true);
  });

  it("writes no index at all for a build that sourced drafts, and removes an older one", async () => {
    await mkdir(path.join(publicDir, "pagefind"), { recursive: true });
    const { api, calls } = fakePagefind({ pageCounts: { en: 2 } });
    const reporter = fakeReporter();
    const posts = [...published("1"), { directusId: "2", status: "draft" }];
    await expect(writeSearchIndex({ publicDir, posts, reporter, pagefind: api })).resolves.toEqual({ indexed: null });
    expect(calls).toEqual([]);
    expect(existsSync(path.join(publicDir, "pagefind"))).toBe(false);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("1 unpublished post"));
  });

  it.each([
    ["create", "starting"],
    ["add", "reading the post pages"],
    ["write", "writing"],
  ] as const)("fails the build when Pagefind reports errors (%s)", async (step, words) => {
    const { api, calls } = fakePagefind({ [step]: ["Failed to parse blog/3/index.html"], pageCounts: { en: 1 } });
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, posts: published("1"), reporter, pagefind: api });
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = reporter.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toContain("search index could not be built");
    expect(message).toContain(words);
    expect(message).toContain("- Failed to parse blog/3/index.html");
    expect(calls.at(-1)).toBe("close");
  });

  it("fails the build when Pagefind itself throws, and still stops it", async () => {
    const { api, calls } = fakePagefind({ throws: new Error("binary not found") });
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, posts: published("1"), reporter, pagefind: api });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("binary not found"), expect.any(Error));
    expect(calls.at(-1)).toBe("close");
  });

  it("fails the build when the index holds more pages than there are posts", async () => {
    const { api } = fakePagefind({ pageCounts: { en: 3, unknown: 1 } });
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, posts: published("1", "2", "3"), reporter, pagefind: api });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("holds 4 pages but the build has 3 published posts"),
    );
  });

  it("warns when post pages are missing from the index", async () => {
    const { api } = fakePagefind({ pageCounts: { en: 2 } });
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, posts: published("1", "2", "3"), reporter, pagefind: api });
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("2 of 3 post pages indexed"));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("indexes nothing, without complaint, when there are no posts", async () => {
    const { api } = fakePagefind({ pageCounts: {} });
    const reporter = fakeReporter();
    await expect(writeSearchIndex({ publicDir, posts: [], reporter, pagefind: api })).resolves.toEqual({ indexed: 0 });
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("0 post pages indexed"));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });
});
