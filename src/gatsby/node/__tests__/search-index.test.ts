import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { writeFixtureFiles } from "../../../../jest/fixture-files";
import { writeSearchIndex, type PagefindModule, type PostStatus, type ShardRecordStore } from "../search-index";
import { pageIdsByPost } from "../pagefind-fragments";
import { indexedPart, postsGlob, shardGlob, shardOfPost } from "../search-shards";
import { sha256Hex } from "../text-digest";

type Answers = {
  create?: string[];
  add?: string[];
  make?: string[];
  /** Pages each written entry file claims beyond the posts of its shard, per language. */
  extraPages?: Record<string, number>;
  throws?: Error;
};

const article = (id: string, edit = "") => `<article data-pagefind-body>Post ${id}${edit}</article>`;
/**
 * The stand-in's page id of a post's page: from its article's text without the markup, as
 * Pagefind names a page after what it keeps of it.
 */
const pageIdOf = (id: string, html: string) => `en_${id}-${sha256Hex(indexedPart(html).replace(/<[^>]*>/g, "")).slice(0, 7)}`;

let publicDir: string;
/** Post ids whose pages exist in publicDir, by the glob of their shard. */
let postsByGlob: Map<string, Set<string>>;

/** The posts a glob names: a shard's (postsByGlob), or a few posts' (`blog/{12,345}/index.html`). */
const postsOfGlob = (glob: string): string[] => {
  const shard = postsByGlob.get(glob);
  if (shard) return [...shard];
  const listed = /^blog\/\{?([0-9,]+)\}?\/index\.html$/.exec(glob)?.[1];
  return listed ? listed.split(",").filter((id) => existsSync(path.join(publicDir, "blog", id, "index.html"))) : [];
};

/** A fragment as Pagefind writes it: gzip-compressed, its signature, then the page's data. */
const fragment = (url: string) => gzipSync(`pagefind_dcd${JSON.stringify({ url, content: "", meta: {} })}`);

/**
 * Pagefind's Node API as a stand-in: records the calls, gives an entry file like Pagefind's and a
 * fragment per page, named (as Pagefind does) after the page's text: `en_<post>-<digest>`.
 */
const fakePagefind = (answers: Answers = {}) => {
  const calls: string[] = [];
  let lastGlob = "";
  const addDirectory = jest.fn(async ({ glob }: { path: string; glob?: string }) => {
    calls.push(`addDirectory ${glob}`);
    lastGlob = glob ?? "";
    if (answers.throws) throw answers.throws;
    return { errors: answers.add ?? [], page_count: postsOfGlob(lastGlob).length };
  });
  const getFiles = jest.fn(async () => {
    calls.push("getFiles");
    const posts = postsOfGlob(lastGlob);
    const fragments = await Promise.all(
      posts.map(async (id) => {
        const text = await readFile(path.join(publicDir, "blog", id, "index.html"), "utf8");
        return { path: `fragment/${pageIdOf(id, text)}.pf_fragment`, content: fragment(`/blog/${id}/`) };
      }),
    );
    const languages = {
      en: { page_count: posts.length },
      ...(answers.extraPages &&
        Object.fromEntries(Object.entries(answers.extraPages).map(([language, count]) => [language, { page_count: count }]))),
    };
    const text = (content: string) => new TextEncoder().encode(content);
    const files = [
      { path: "pagefind-entry.json", content: text(JSON.stringify({ version: "1.5.2", languages })) },
      { path: "index/en_0123abc.pf_index", content: text("index") },
      ...fragments,
      ...["pagefind.js", "pagefind-worker.js", "pagefind-ui.js", "pagefind-ui.css", "pagefind-highlight.js"].map((file) => ({
        path: file,
        content: text(""),
      })),
    ];
    return { errors: answers.make ?? [], files };
  });
  const createIndex = jest.fn(async () => {
    calls.push("createIndex");
    return { errors: answers.create ?? [], index: { addDirectory, getFiles } };
  });
  const close = jest.fn(async () => {
    calls.push("close");
    return null;
  });
  return { api: { createIndex, close } as unknown as PagefindModule, calls };
};

const fakeReporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() });

/** Gatsby's cache as a stand-in: a map that outlives one build. */
const fakeCache = (): ShardRecordStore & { values: Map<string, unknown> } => {
  const values = new Map<string, unknown>();
  return { values, get: async (key) => values.get(key), set: async (key, value) => values.set(key, value) };
};

/**
 * Writes (or rewrites, one second later than before, as Gatsby renders a page again) the built
 * pages of these posts, around the post's article; `edit` changes the article's text.
 */
const writePages = async (ids: readonly string[], edit = "") => {
  for (const id of ids) {
    const file = path.join(publicDir, "blog", id, "index.html");
    const before = existsSync(file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `<nav>Menu ${Date.now()}</nav>${article(id, edit)}`);
    if (before) await utimes(file, new Date(), new Date(Date.now() + 1000));
    const glob = shardGlob(shardOfPost(id));
    postsByGlob.set(glob, new Set([...(postsByGlob.get(glob) ?? []), id]));
  }
};
const buildPages = (...ids: string[]) => writePages(ids);
/** The page id the stand-in gives a post's page as it is now. */
const currentPageId = async (id: string) => pageIdOf(id, await readFile(path.join(publicDir, "blog", id, "index.html"), "utf8"));
let edits = 0;
const editPages = (...ids: string[]) => writePages(ids, `, edited ${++edits}`);

/** One build's writeSearchIndex with a fresh Pagefind stand-in and reporter: what it gave, asked and said. */
const indexOnce = async (cache: ShardRecordStore, posts: PostStatus[]) => {
  const { api, calls } = fakePagefind();
  const reporter = fakeReporter();
  const result = await writeSearchIndex({ publicDir, cache, posts, reporter, pagefind: api });
  return { result, calls, reporter };
};

const published = (...ids: string[]): PostStatus[] => ids.map((directusId) => ({ directusId, status: "published" }));
const shardList = async () => JSON.parse(await readFile(path.join(publicDir, "pagefind", "shards.json"), "utf8")) as unknown;

beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "search-index-"));
  postsByGlob = new Map();
});
afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

describe("writeSearchIndex", () => {
  it("indexes each shard of 1,000 posts into a folder of its own and lists the shards", async () => {
    await buildPages("3", "999", "1000", "2500");
    const { api, calls } = fakePagefind();
    const reporter = fakeReporter();
    const posts = published("2500", "1000", "999", "3");
    await expect(writeSearchIndex({ publicDir, cache: fakeCache(), posts, reporter, pagefind: api })).resolves.toEqual({
      indexed: 4,
      shardsIndexed: 3,
      revisedPosts: 0,
    });
    expect(calls).toEqual([
      "createIndex",
      "addDirectory blog/{[1-9],[1-9][0-9],[1-9][0-9][0-9]}/index.html",
      "getFiles",
      "createIndex",
      "addDirectory blog/1[0-9][0-9][0-9]/index.html",
      "getFiles",
      "createIndex",
      "addDirectory blog/2[0-9][0-9][0-9]/index.html",
      "getFiles",
      "close",
    ]);
    expect(await shardList()).toEqual({ shards: ["posts-0", "posts-1", "posts-2"], replaced: [] });
    // The index and the search API are written (folders too); Pagefind's ready-made interfaces,
    // which the site does not use, are not.
    expect((await readdir(path.join(publicDir, "pagefind", "posts-1"))).sort()).toEqual([
      "fragment",
      "index",
      "pagefind-entry.json",
      "pagefind-worker.js",
      "pagefind.js",
    ]);
    expect(reporter.info).toHaveBeenCalledWith(
      expect.stringContaining("4 post pages in public/pagefind/, 3 shards: 3 indexed by Pagefind, 0 unchanged"),
    );
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("runs no Pagefind at all on a build that wrote no post page, and only the revisions shard's after an edit", async () => {
    await buildPages("3", "1000", "1001");
    const cache = fakeCache();
    const posts = published("1001", "1000", "3");
    await indexOnce(cache, posts);

    const unchanged = await indexOnce(cache, posts);
    expect(unchanged.result).toEqual({ indexed: 3, shardsIndexed: 0, revisedPosts: 0 });
    expect(unchanged.calls).toEqual([]);
    expect(unchanged.reporter.info).toHaveBeenCalledWith(expect.stringContaining("2 shards: 0 indexed by Pagefind, 2 unchanged"));

    await editPages("1001");
    const edited = await indexOnce(cache, posts);
    expect(edited.result).toEqual({ indexed: 3, shardsIndexed: 1, revisedPosts: 1 });
    expect(edited.calls).toEqual(["createIndex", "addDirectory blog/1001/index.html", "getFiles", "close"]);
  });

  it("keeps a shard whose pages Gatsby rendered again with the same articles (a menu renamed), and reads only pages written again", async () => {
    await buildPages("3", "4", "1000");
    const cache = fakeCache();
    const posts = published("1000", "4", "3");
    const first = await indexOnce(cache, posts);
    expect(first.reporter.info).toHaveBeenCalledWith(
      expect.stringContaining("2 indexed by Pagefind, 0 unchanged (3 post pages read)"),
    );

    await buildPages("3", "4", "1000");
    const rendered = await indexOnce(cache, posts);
    expect(rendered.result).toEqual({ indexed: 3, shardsIndexed: 0, revisedPosts: 0 });
    expect(rendered.calls).toEqual([]);
    expect(rendered.reporter.info).toHaveBeenCalledWith(
      expect.stringContaining("0 indexed by Pagefind, 2 unchanged (3 post pages read)"),
    );

    await editPages("4");
    const edited = await indexOnce(cache, posts);
    expect(edited.calls).toEqual(["createIndex", "addDirectory blog/4/index.html", "getFiles", "close"]);
    expect(edited.reporter.info).toHaveBeenCalledWith(
      expect.stringContaining("3 shards: 1 indexed by Pagefind, 2 unchanged (1 post page read), 1 revised post in posts-revised"),
    );
  });

  it("indexes edited posts in the revisions shard and lists their older entries as replaced, until their shard is indexed again", async () => {
    await buildPages("3", "4", "5", "1000");
    const cache = fakeCache();
    const posts = published("1000", "5", "4", "3");
    await indexOnce(cache, posts);
    const olderOf4 = await currentPageId("4");
    const olderOf5 = await currentPageId("5");

    await editPages("4");
    await indexOnce(cache, posts);
    expect(await shardList()).toEqual({ shards: ["posts-0", "posts-1", "posts-revised"], replaced: [olderOf4] });
    expect((await readdir(path.join(publicDir, "pagefind", "posts-revised", "fragment"))).sort()).toEqual([
      `${await currentPageId("4")}.pf_fragment`,
    ]);

    // Edited again: the revisions shard is made again, the entry replaced is still the shard's own.
    await editPages("4", "5");
    const second = await indexOnce(cache, posts);
    expect(second.calls).toEqual(["createIndex", "addDirectory blog/{4,5}/index.html", "getFiles", "close"]);
    expect(second.result).toEqual({ indexed: 4, shardsIndexed: 1, revisedPosts: 2 });
    expect(await shardList()).toEqual({
      shards: ["posts-0", "posts-1", "posts-revised"],
      replaced: [olderOf4, olderOf5],
    });

    // Nothing changed: no Pagefind, the same list.
    const unchanged = await indexOnce(cache, posts);
    expect(unchanged.calls).toEqual([]);
    expect(unchanged.result).toEqual({ indexed: 4, shardsIndexed: 0, revisedPosts: 2 });
    expect((await shardList()) as { replaced: string[] }).toMatchObject({ replaced: [olderOf4, olderOf5] });

    // A post leaves shard 0: it is indexed again with the current articles, and the revisions go.
    await rm(path.join(publicDir, "blog", "3"), { recursive: true });
    postsByGlob.set(shardGlob(0), new Set(["4", "5"]));
    const restructured = await indexOnce(cache, published("1000", "5", "4"));
    expect(restructured.calls).toEqual(["createIndex", `addDirectory ${shardGlob(0)}`, "getFiles", "close"]);
    expect(restructured.result).toEqual({ indexed: 3, shardsIndexed: 1, revisedPosts: 0 });
    expect(await shardList()).toEqual({ shards: ["posts-0", "posts-1"], replaced: [] });
    expect(existsSync(path.join(publicDir, "pagefind", "posts-revised"))).toBe(false);
  });

  it("drops a post from the revisions shard when its article is back as indexed, and replaces no entry Pagefind kept alike", async () => {
    await buildPages("3", "4");
    const cache = fakeCache();
    const posts = published("4", "3");
    await indexOnce(cache, posts);
    const indexed4 = await readFile(path.join(publicDir, "blog", "4", "index.html"), "utf8");

    await editPages("3", "4");
    await indexOnce(cache, posts);
    expect(((await shardList()) as { replaced: string[] }).replaced).toHaveLength(2);

    // Post 4's article as it was indexed: only post 3 stays revised.
    await writeFile(path.join(publicDir, "blog", "4", "index.html"), indexed4);
    await utimes(path.join(publicDir, "blog", "4", "index.html"), new Date(), new Date(Date.now() + 5000));
    const back = await indexOnce(cache, posts);
    expect(back.calls).toEqual(["createIndex", "addDirectory blog/3/index.html", "getFiles", "close"]);
    expect(back.result.revisedPosts).toBe(1);

    // Only markup changed (Pagefind keeps the same text, so the same page id): nothing to leave out.
    const file = path.join(publicDir, "blog", "4", "index.html");
    await writeFile(file, `<nav>Menu</nav><article data-pagefind-body><b>Post 4</b></article>`);
    await utimes(file, new Date(), new Date(Date.now() + 10_000));
    await indexOnce(cache, posts);
    const list = (await shardList()) as { shards: string[]; replaced: string[] };
    expect(list.shards).toEqual(["posts-0", "posts-revised"]);
    expect(list.replaced).toHaveLength(1);
    expect(list.replaced).not.toContain(await currentPageId("4"));
  });

  it("indexes every shard again after a record of an older form (fingerprints without page ids)", async () => {
    await buildPages("3", "1000");
    const cache = fakeCache();
    cache.values.set("search-index-shards", { "posts-0": "3:abc", "posts-1": "1000:def" });
    const { calls, result } = await indexOnce(cache, published("1000", "3"));
    expect(calls.filter((call) => call.startsWith("addDirectory"))).toHaveLength(2);
    expect(result).toEqual({ indexed: 2, shardsIndexed: 2, revisedPosts: 0 });
  });

  it("indexes a shard again when a post leaves it, and removes a shard left without posts", async () => {
    await buildPages("3", "4", "1000");
    const cache = fakeCache();
    await writeSearchIndex({
      publicDir,
      cache,
      posts: published("1000", "4", "3"),
      reporter: fakeReporter(),
      pagefind: fakePagefind().api,
    });
    await rm(path.join(publicDir, "blog", "4"), { recursive: true });
    postsByGlob.set(shardGlob(0), new Set(["3"]));
    const after = fakePagefind();
    await writeSearchIndex({ publicDir, cache, posts: published("3"), reporter: fakeReporter(), pagefind: after.api });
    expect(after.calls).toEqual(["createIndex", `addDirectory ${shardGlob(0)}`, "getFiles", "close"]);
    expect(existsSync(path.join(publicDir, "pagefind", "posts-1"))).toBe(false);
    expect(await shardList()).toEqual({ shards: ["posts-0"], replaced: [] });
  });

  it("indexes a shard whose folder is gone although its pages did not change (a cleaned public/)", async () => {
    await buildPages("3");
    const cache = fakeCache();
    await writeSearchIndex({ publicDir, cache, posts: published("3"), reporter: fakeReporter(), pagefind: fakePagefind().api });
    await rm(path.join(publicDir, "pagefind"), { recursive: true });
    const again = fakePagefind();
    await expect(
      writeSearchIndex({ publicDir, cache, posts: published("3"), reporter: fakeReporter(), pagefind: again.api }),
    ).resolves.toEqual({
      indexed: 1,
      shardsIndexed: 1,
      revisedPosts: 0,
    });
    expect(again.calls).toContain("getFiles");
    expect(existsSync(path.join(publicDir, "pagefind", "posts-0", "pagefind-entry.json"))).toBe(true);
  });

  it("removes the files of an older index that was not split in shards", async () => {
    const stale = path.join(publicDir, "pagefind", "fragment", "en_old.pf_fragment");
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, "old");
    await writeFile(path.join(publicDir, "pagefind", "pagefind-entry.json"), "{}");
    await buildPages("1");
    await writeSearchIndex({
      publicDir,
      cache: fakeCache(),
      posts: published("1"),
      reporter: fakeReporter(),
      pagefind: fakePagefind().api,
    });
    expect((await readdir(path.join(publicDir, "pagefind"))).sort()).toEqual(["posts-0", "shards.json"]);
  });

  it("writes no index at all for a build that sourced drafts, removes an older one and forgets its shards", async () => {
    await buildPages("1", "2");
    const cache = fakeCache();
    await writeSearchIndex({
      publicDir,
      cache,
      posts: published("1", "2"),
      reporter: fakeReporter(),
      pagefind: fakePagefind().api,
    });
    const { api, calls } = fakePagefind();
    const reporter = fakeReporter();
    const posts = [...published("1"), { directusId: "2", status: "draft" }];
    await expect(writeSearchIndex({ publicDir, cache, posts, reporter, pagefind: api })).resolves.toEqual({
      indexed: null,
      shardsIndexed: 0,
      revisedPosts: 0,
    });
    expect(calls).toEqual([]);
    expect(existsSync(path.join(publicDir, "pagefind"))).toBe(false);
    expect(cache.values.get("search-index-shards")).toEqual({ shards: {} });
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("1 unpublished post"));
  });

  it.each([
    ["create", "starting"],
    ["add", "reading the post pages"],
    ["make", "making the index"],
  ] as const)(
    "fails the build when Pagefind reports errors (%s), and records no shard it did not finish",
    async (step, words) => {
      await buildPages("1");
      const { api, calls } = fakePagefind({ [step]: ["Failed to parse blog/3/index.html"] });
      const reporter = fakeReporter();
      const cache = fakeCache();
      await writeSearchIndex({ publicDir, cache, posts: published("1"), reporter, pagefind: api });
      expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
      const message = reporter.panicOnBuild.mock.calls[0][0] as string;
      expect(message).toContain("search index could not be built");
      expect(message).toContain(words);
      expect(message).toContain("- Failed to parse blog/3/index.html");
      expect(calls.at(-1)).toBe("close");
      expect(cache.values.get("search-index-shards")).toEqual({ shards: {} });
    },
  );

  it("fails the build when Pagefind itself throws, and still stops it", async () => {
    await buildPages("1");
    const { api, calls } = fakePagefind({ throws: new Error("binary not found") });
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, cache: fakeCache(), posts: published("1"), reporter, pagefind: api });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("binary not found"), expect.any(Error));
    expect(calls.at(-1)).toBe("close");
  });

  it("fails the build when the index holds more pages than there are posts", async () => {
    await buildPages("1", "2", "3");
    const { api } = fakePagefind({ extraPages: { unknown: 1 } });
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, cache: fakeCache(), posts: published("1", "2", "3"), reporter, pagefind: api });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("holds 4 pages but the build has 3 published posts"),
    );
  });

  it("warns when post pages are missing from the index", async () => {
    await buildPages("1", "2");
    const { api } = fakePagefind();
    const reporter = fakeReporter();
    await writeSearchIndex({ publicDir, cache: fakeCache(), posts: published("1", "2", "3"), reporter, pagefind: api });
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("2 of 3 post pages indexed"));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("indexes nothing, without complaint or Pagefind, when there are no posts", async () => {
    const { api, calls } = fakePagefind();
    const reporter = fakeReporter();
    await expect(writeSearchIndex({ publicDir, cache: fakeCache(), posts: [], reporter, pagefind: api })).resolves.toEqual({
      indexed: 0,
      shardsIndexed: 0,
      revisedPosts: 0,
    });
    expect(calls).toEqual([]);
    expect(await shardList()).toEqual({ shards: [], replaced: [] });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("with the real Pagefind, each shard's glob reads its own post pages only (not light twins, lists, categories, tags or archives), and its fragments name each post's page", async () => {
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><title>t</title></head><body><header>Menu</header>${body}<footer>Footer</footer></body></html>`;
    const post = (title: string) =>
      page(`<article data-pagefind-body=""><h1 data-pagefind-meta="title">${title}</h1><p>Body words</p></article>`);
    const files: Record<string, string> = {
      "blog/7/index.html": post("Seven"),
      "blog/12/index.html": post("Twelve"),
      "blog/999/index.html": post("Nine hundred ninety-nine"),
      "blog/1000/index.html": post("One thousand"),
      "blog/1234/index.html": post("Twelve thirty-four"),
      "blog/21000/index.html": post("Twenty-one thousand"),
      "light/blog/12/index.html": post("Twelve"),
      "blog/index.html": page("<p>Every post</p>"),
      "blog/category/design/index.html": page("<p>Design</p>"),
      "blog/tag/react/index.html": page("<p>React</p>"),
      "blog/archive/index.html": page("<p>Archive</p>"),
      "blog/archive/2/index.html": page("<p>Archive 2</p>"),
      "blog/blog-details/index.html": page("<p>Moved</p>"),
      "about/index.html": page("<p>About</p>"),
    };
    await writeFixtureFiles(publicDir, files);
    // Pagefind's Node API is an ES module: run it in a Node of its own, as the build does. Like
    // the build, it takes the index's files from Pagefind in memory (getFiles), not from disk.
    const script = `
      import * as pagefind from "pagefind";
      const counts = [];
      for (const [shard, glob] of JSON.parse(process.argv[2])) {
        const { index } = await pagefind.createIndex({ forceLanguage: "en" });
        const added = await index.addDirectory({ path: process.argv[1], glob });
        const made = await index.getFiles();
        const entryFile = made.files.find((file) => file.path === "pagefind-entry.json");
        const entry = JSON.parse(Buffer.from(entryFile.content).toString("utf8"));
        const fragments = made.files
          .filter((file) => file.path.startsWith("fragment/"))
          .map((file) => ({ path: file.path, content: Buffer.from(file.content).toString("base64") }));
        counts.push({ shard, matched: added.page_count, indexed: entry.languages.en?.page_count ?? 0, errors: [...added.errors, ...made.errors], fragments });
      }
      await pagefind.close();
      console.log(JSON.stringify(counts));
    `;
    const shards = [...[0, 1, 2, 21].map((shard) => [shard, shardGlob(shard)]), ["revised", postsGlob(["12", "1234"])]];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", script, publicDir, JSON.stringify(shards)],
      { cwd: process.cwd() },
    );
    const answers = JSON.parse(stdout) as { shard: number | string; fragments: { path: string; content: string }[] }[];
    expect(answers.map(({ fragments, ...counts }) => counts)).toEqual([
      { shard: 0, matched: 3, indexed: 3, errors: [] },
      { shard: 1, matched: 2, indexed: 2, errors: [] },
      { shard: 2, matched: 0, indexed: 0, errors: [] },
      { shard: 21, matched: 1, indexed: 1, errors: [] },
      { shard: "revised", matched: 2, indexed: 2, errors: [] },
    ]);
    const pageIds = answers.map(({ fragments }) =>
      pageIdsByPost(fragments.map((file) => ({ path: file.path, content: Buffer.from(file.content, "base64") }))),
    );
    expect(pageIds.map((ids) => Object.keys(ids).sort())).toEqual([
      ["12", "7", "999"],
      ["1000", "1234"],
      [],
      ["21000"],
      ["12", "1234"],
    ]);
    for (const ids of pageIds) for (const id of Object.values(ids)) expect(id).toMatch(/^en_[0-9a-f]{7,}$/);
    // The same page indexed in two shards gets the same id: the revisions shard's own is never replaced.
    expect(pageIds[4]!["12"]).toBe(pageIds[0]!["12"]);
    expect(pageIds[4]!["1234"]).toBe(pageIds[1]!["1234"]);
  });
});
