import {
  indexedPart,
  planShards,
  postsByShard,
  shardDigitsSetting,
  shardFingerprint,
  shardGlob,
  shardName,
  shardOfPost,
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

  it("indexes a shard whose fingerprint changed, that was never recorded, or whose index on disk is short", () => {
    const current = new Map([
      ["posts-0", { fingerprint: "same", posts: 2 }],
      ["posts-1", { fingerprint: "new", posts: 1 }],
      ["posts-2", { fingerprint: "unrecorded", posts: 1 }],
      ["posts-3", { fingerprint: "same", posts: 3 }],
      ["posts-4", { fingerprint: "same", posts: 1 }],
    ]);
    const recorded = { "posts-0": "same", "posts-1": "old", "posts-3": "same", "posts-4": "same" };
    const onDisk = new Map([
      ["posts-0", 2],
      ["posts-1", 1],
      ["posts-2", 1],
      ["posts-3", 2],
    ]);
    expect(planShards(current, recorded, onDisk)).toEqual({
      index: ["posts-1", "posts-2", "posts-3", "posts-4"],
      keep: ["posts-0"],
    });
  });
});
