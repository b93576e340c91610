import {
  indexedPart,
  planShards,
  postsByShard,
  postsGlob,
  shardDigitsSetting,
  shardFingerprint,
  shardGlob,
  shardName,
  shardOfPost,
  type BuiltPostPage,
  type IndexedShard,
} from "../search-shards";

describe("search index shards", () => {
  it("puts posts in shards of 1,000 by id, and of 10 with one digit", () => {
    expect(["1", "999", "1000", "1999", "2000", "10014"].map((id) => shardOfPost(id))).toEqual([0, 0, 1, 1, 2, 10]);
    expect(["1", "9", "10", "14"].map((id) => shardOfPost(id, 1))).toEqual([0, 0, 1, 1]);
    expect(shardName(10)).toBe("posts-10");
  });

  it("refuses an id that is not a positive whole number", () => {
    for (const id of ["0", "-3", "1.5", "abc", ""]) expect(() => shardOfPost(id)).toThrow(/positive whole number/);
  });

  it("groups ids by shard, keeping their order", () => {
    expect([...postsByShard(["1500", "3", "1001", "998"])]).toEqual([
      [1, ["1500", "1001"]],
      [0, ["3", "998"]],
    ]);
  });

  it("writes one glob per shard, the first without leading zeros", () => {
    expect(shardGlob(0)).toBe("blog/{[1-9],[1-9][0-9],[1-9][0-9][0-9]}/index.html");
    expect(shardGlob(7)).toBe("blog/7[0-9][0-9][0-9]/index.html");
    expect(shardGlob(12)).toBe("blog/12[0-9][0-9][0-9]/index.html");
    expect(shardGlob(0, 1)).toBe("blog/[1-9]/index.html");
    expect(shardGlob(3, 1)).toBe("blog/3[0-9]/index.html");
  });

  it("reads SEARCH_INDEX_SHARD_DIGITS, 3 when unset, and refuses other values with the variable's name", () => {
    expect(shardDigitsSetting(undefined)).toBe(3);
    expect(shardDigitsSetting("")).toBe(3);
    expect(shardDigitsSetting("1")).toBe(1);
    for (const value of ["0", "7", "2.5", "ten"]) expect(() => shardDigitsSetting(value)).toThrow(/SEARCH_INDEX_SHARD_DIGITS/);
  });

  it("fingerprints a shard by its posts and what Pagefind reads of their pages, in any order", () => {
    const a = { directusId: "1", digest: "d1" };
    const b = { directusId: "2", digest: "d2" };
    expect(shardFingerprint([a, b])).toBe(shardFingerprint([b, a]));
    expect(shardFingerprint([a, { ...b, digest: "d2, edited" }])).not.toBe(shardFingerprint([a, b]));
    expect(shardFingerprint([a])).not.toBe(shardFingerprint([a, b]));
  });

  describe("indexedPart", () => {
    const page = (menu: string, article: string, after = "") =>
      `<!doctype html><html lang="en"><body><header><nav>${menu}</nav></header><main>${article}<aside>Recent</aside></main>${after}<footer>${menu}</footer></body></html>`;
    const article = (title: string) =>
      `<article aria-labelledby="post-title" data-pagefind-body=""><h1 data-pagefind-meta="title">${title}</h1><p>Body</p></article>`;

    it("is the article marked for Pagefind, whatever the page around it says", () => {
      expect(indexedPart(page("Blog", article("A post")))).toBe(article("A post"));
      expect(indexedPart(page("Journal", article("A post")))).toBe(indexedPart(page("Blog", article("A post"))));
      expect(indexedPart(page("Blog", article("A post, edited")))).not.toBe(indexedPart(page("Blog", article("A post"))));
    });

    it("keeps Pagefind's attributes found outside the article, and the whole page without a marked element", () => {
      const outside = page("Blog", article("A post"), '<img data-pagefind-meta="image[src]" src="/a.png">');
      expect(indexedPart(outside)).toBe(`${article("A post")}\ndata-pagefind-meta="image[src]"`);
      const unmarked = page("Blog", "<article><h1>A post</h1></article>");
      expect(indexedPart(unmarked)).toBe(unmarked);
      expect(indexedPart(page("Journal", "<article><h1>A post</h1></article>"))).not.toBe(indexedPart(unmarked));
    });
  });

  describe("planShards", () => {
    const pages = (...entries: string[]): BuiltPostPage[] =>
      entries.map((entry) => {
        const [directusId, digest] = entry.split(":") as [string, string];
        return { directusId, digest };
      });
    const indexedAs = (...entries: string[]): IndexedShard => ({
      digests: Object.fromEntries(pages(...entries).map((page) => [page.directusId, page.digest])),
      pageIds: {},
    });

    it("indexes a shard never recorded, whose posts came or went or lost a page, or whose index on disk is short", () => {
      const current = new Map([
        ["posts-0", pages("1:a", "2:b")],
        ["posts-1", pages("10:a", "11:b")],
        ["posts-2", pages("20:a")],
        ["posts-3", pages("30:a", "31:b")],
        ["posts-4", pages("40:a")],
        ["posts-5", pages("50:missing")],
      ]);
      const recorded = {
        "posts-0": indexedAs("1:a", "2:b"),
        "posts-1": indexedAs("10:a"),
        "posts-3": indexedAs("30:a", "31:b"),
        "posts-4": indexedAs("41:a"),
        "posts-5": indexedAs("50:a"),
      };
      const onDisk = new Map([
        ["posts-0", 2],
        ["posts-1", 1],
        ["posts-2", 1],
        ["posts-3", 1],
        ["posts-4", 1],
        ["posts-5", 1],
      ]);
      expect(planShards(current, recorded, onDisk)).toEqual({
        index: ["posts-1", "posts-2", "posts-3", "posts-4", "posts-5"],
        keep: ["posts-0"],
        revised: [],
      });
    });

    it("keeps a shard whose posts stay, and names those whose article changed as revised", () => {
      const current = new Map([
        ["posts-0", pages("1:a", "2:b2", "3:c")],
        ["posts-1", pages("10:a2")],
      ]);
      const recorded = { "posts-0": indexedAs("1:a", "2:b", "3:c"), "posts-1": indexedAs("10:a") };
      const onDisk = new Map([
        ["posts-0", 3],
        ["posts-1", 1],
      ]);
      expect(planShards(current, recorded, onDisk)).toEqual({
        index: [],
        keep: ["posts-0", "posts-1"],
        revised: [
          { directusId: "2", shard: "posts-0" },
          { directusId: "10", shard: "posts-1" },
        ],
      });
    });

    it("beyond the limit of revised posts, indexes again the shards with the most until within it", () => {
      const current = new Map([
        ["posts-0", pages("1:x", "2:x", "3:c")],
        ["posts-1", pages("10:x", "11:x", "12:x")],
        ["posts-2", pages("20:x")],
      ]);
      const recorded = {
        "posts-0": indexedAs("1:a", "2:b", "3:c"),
        "posts-1": indexedAs("10:a", "11:b", "12:c"),
        "posts-2": indexedAs("20:a"),
      };
      const onDisk = new Map([
        ["posts-0", 3],
        ["posts-1", 3],
        ["posts-2", 1],
      ]);
      expect(planShards(current, recorded, onDisk, 3)).toEqual({
        index: ["posts-1"],
        keep: ["posts-0", "posts-2"],
        revised: [
          { directusId: "1", shard: "posts-0" },
          { directusId: "2", shard: "posts-0" },
          { directusId: "20", shard: "posts-2" },
        ],
      });
      expect(planShards(current, recorded, onDisk, 1).index).toEqual(["posts-0", "posts-1"]);
      expect(planShards(current, recorded, onDisk, 0).revised).toEqual([]);
    });
  });

  it("writes the glob of a few posts' pages", () => {
    expect(postsGlob(["12"])).toBe("blog/12/index.html");
    expect(postsGlob(["12", "345"])).toBe("blog/{12,345}/index.html");
  });
});
