import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listChunkSize } from "../../../lib/blog/constants";
import { cardPost } from "../../../test-utils/card-post";
import { blogLists, chunkFiles, sidebarDataFile, writeBlogData } from "../blog-list-chunks";
import type { BlogPagesPost } from "../blog-pages-query";
import { tempFolder } from "../../../../jest/temp-folders";

const post = (index: number, overrides: Partial<BlogPagesPost> = {}): BlogPagesPost => ({
  ...cardPost(index),
  tags: index % 2 === 0 ? ["React", "Performance"] : ["react"],
  noIndex: false,
  category: index % 3 === 0 ? { directusId: "1", slug: "design", name: "Design" } : null,
  ...overrides,
});

const archive = Array.from({ length: 10_000 }, (_, index) => post(index));

describe("blogLists", () => {
  const lists = blogLists(archive);

  it("holds every post, each category's and each tag's, in the given order", () => {
    expect(lists.get("all")).toHaveLength(10_000);
    expect(lists.get("category/design")).toHaveLength(3_334);
    expect(lists.get("tag/react")).toHaveLength(10_000);
    expect(lists.get("tag/performance")).toHaveLength(5_000);
    expect(
      lists
        .get("all")!
        .slice(0, 2)
        .map((card) => card.directusId),
    ).toEqual(["0", "1"]);
  });

  it("keeps only what a card shows", () => {
    expect(Object.keys(lists.get("all")![0]!).sort()).toEqual(
      ["category", "dateCreated", "dateCreatedText", "directusId", "heroImage", "id", "subTitle", "title"].sort(),
    );
    expect(lists.get("category/design")![0]!.category).toEqual({ name: "Design", slug: "design" });
  });

  it("leaves out categories whose slug cannot be an address", () => {
    const hostile = blogLists([post(1, { category: { directusId: "9", slug: "../x", name: "Escape" } })]);
    expect([...hostile.keys()]).toEqual(["all", "tag/react"]);
  });
});

describe("chunkFiles", () => {
  it("cuts each list into small files whose size does not grow with the archive", () => {
    const files = chunkFiles(blogLists(archive));
    expect(files.get("blog-data/all/0.json")).toBeDefined();
    expect(files.get("blog-data/all/833.json")).toBeDefined();
    expect(files.has("blog-data/all/834.json")).toBe(false);
    const largest = Math.max(...[...files.values()].map((content) => content.length));
    expect(largest).toBeLessThan(listChunkSize * 400);
    expect(JSON.parse(files.get("blog-data/all/1.json")!).posts[0].directusId).toBe(String(listChunkSize));
  });
});

describe("writeBlogData", () => {
  it("writes changed chunks only and removes chunks that no longer exist", async () => {
    const publicDir = tempFolder("chunks-");
    const first = await writeBlogData(publicDir, chunkFiles(blogLists(archive.slice(0, 30))));
    expect(first).toMatchObject({ written: first.total, removed: 0 });
    expect(first.total).toBeGreaterThan(0);
    const allZero = join(publicDir, "blog-data/all/0.json");
    const writtenAt = statSync(allZero).mtimeMs;

    mkdirSync(join(publicDir, "blog-data/tag/gone"), { recursive: true });
    writeFileSync(join(publicDir, "blog-data/tag/gone/0.json"), "{}");
    // A precompressed copy the self-hosted adapter made of a chunk is the adapter's to keep or remove.
    writeFileSync(join(publicDir, "blog-data/all/0.json.br"), "compressed");
    const edited = archive.slice(0, 30).map((item) => (item.directusId === "29" ? { ...item, title: "Edited" } : item));
    const second = await writeBlogData(publicDir, chunkFiles(blogLists(edited)));

    // Post 29 is in the third chunk of every list (and the first of its category's list).
    expect(second.written).toBeGreaterThan(0);
    expect(second.written).toBeLessThan(first.written);
    expect(second.removed).toBe(1);
    expect(statSync(allZero).mtimeMs).toBe(writtenAt);
    expect(existsSync(join(publicDir, "blog-data/tag/gone/0.json"))).toBe(false);
    expect(existsSync(join(publicDir, "blog-data/all/0.json.br"))).toBe(true);
    expect(JSON.parse(readFileSync(join(publicDir, "blog-data/all/2.json"), "utf8")).posts.at(-1).title).toBe("Edited");
  });
});

describe("writeBlogData with the previous build's record", () => {
  it("compares by digest the files it recorded, reads the others back, and writes what is missing", async () => {
    const publicDir = tempFolder("chunks-record-");
    const files = chunkFiles(blogLists(archive.slice(0, 30)));
    const first = await writeBlogData(publicDir, files);
    expect(Object.keys(first.record).sort()).toEqual([...files.keys()].sort());

    const allZero = join(publicDir, "blog-data/all/0.json");
    const allOne = join(publicDir, "blog-data/all/1.json");
    // Recorded and unchanged: trusted, not read back (a hand edit of public/ is not looked for).
    writeFileSync(allZero, "edited by hand");
    // Recorded but gone from disk: written again.
    rmSync(allOne);
    const second = await writeBlogData(publicDir, files, first.record);
    expect(second).toMatchObject({ written: 1, removed: 0 });
    expect(second.record).toEqual(first.record);
    expect(readFileSync(allZero, "utf8")).toBe("edited by hand");
    expect(JSON.parse(readFileSync(allOne, "utf8")).posts[0].directusId).toBe(String(listChunkSize));

    // Not in the record (an earlier build without one): read back, and left alone when equal.
    const { "blog-data/all/2.json": _left, ...partial } = first.record;
    const allTwo = join(publicDir, "blog-data/all/2.json");
    const allTwoWrittenAt = statSync(allTwo).mtimeMs;
    expect(await writeBlogData(publicDir, files, partial)).toMatchObject({ written: 0, removed: 0 });
    expect(statSync(allTwo).mtimeMs).toBe(allTwoWrittenAt);

    // A changed card: its chunks' digests differ from the record, so they are written.
    const edited = archive.slice(0, 30).map((item) => (item.directusId === "29" ? { ...item, title: "Edited" } : item));
    const third = await writeBlogData(publicDir, chunkFiles(blogLists(edited)), second.record);
    expect(third.written).toBeGreaterThan(0);
    expect(third.written).toBeLessThan(files.size);
    expect(JSON.parse(readFileSync(join(publicDir, "blog-data/all/2.json"), "utf8")).posts.at(-1).title).toBe("Edited");
  });
});

describe("sidebarDataFile", () => {
  it("is written beside the chunks, and again only when one of the newest posts or a count changes", async () => {
    const publicDir = tempFolder("sidebar-");
    const recentOf = (posts: readonly BlogPagesPost[]) =>
      posts.slice(0, 4).map(({ id, directusId, title, dateCreated, dateCreatedText }) => ({
        id,
        directusId,
        title,
        dateCreated,
        dateCreatedText,
        heroImage: null,
      }));
    const filesOf = (posts: readonly BlogPagesPost[]) =>
      new Map([...chunkFiles(blogLists(posts)), sidebarDataFile(recentOf(posts), [{ slug: "design", count: posts.length }])]);
    const posts = archive.slice(0, 30);
    await writeBlogData(publicDir, filesOf(posts));
    const sidebarPath = join(publicDir, "blog-data/sidebar.json");
    expect(JSON.parse(readFileSync(sidebarPath, "utf8")).recentPosts.map((item: { title: string }) => item.title)).toEqual(
      posts.slice(0, 4).map((item) => item.title),
    );
    expect(JSON.parse(readFileSync(sidebarPath, "utf8")).categoryCounts).toEqual({ design: 30 });
    const writtenAt = statSync(sidebarPath).mtimeMs;
    expect(await writeBlogData(publicDir, filesOf(posts))).toMatchObject({ written: 0, removed: 0 });
    expect(statSync(sidebarPath).mtimeMs).toBe(writtenAt);

    const edited = posts.map((item) => (item.directusId === "1" ? { ...item, title: "Edited" } : item));
    await writeBlogData(publicDir, filesOf(edited));
    expect(JSON.parse(readFileSync(sidebarPath, "utf8")).recentPosts[1].title).toBe("Edited");

    await writeBlogData(publicDir, filesOf(posts.slice(1)));
    expect(JSON.parse(readFileSync(sidebarPath, "utf8")).categoryCounts).toEqual({ design: 29 });
  });
});
