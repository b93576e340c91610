import {
  matchesTerm,
  maxShownResults,
  postPathFromResultUrl,
  queryTerms,
  requiredSharedPrefix,
  searchPosts,
  toPostHit,
  type PagefindApi,
  type PagefindResultData,
  type PagefindSearchResponse,
} from "../post-search";
import { hidingReplaced } from "../replaced-results";
import { describeResults } from "../search-messages";

describe("postPathFromResultUrl", () => {
  it("reads the post of a result URL, relative or absolute, ignoring query and hash", () => {
    expect(postPathFromResultUrl("/blog/12/")).toBe("/blog/12/");
    expect(postPathFromResultUrl("http://127.0.0.1:9100/blog/7/")).toBe("/blog/7/");
    expect(postPathFromResultUrl("/blog/7/?highlight=word#part")).toBe("/blog/7/");
  });

  it("refuses anything that is not a post page", () => {
    for (const url of [
      "/blog/",
      "/blog/category/design/",
      "/blog/tag/react/",
      "/blog/archive/2/",
      "/about/",
      "/light/blog/12/",
      "/blog/12",
      "/blog/12/index.html",
      "https://evil.example/x",
    ]) {
      expect(postPathFromResultUrl(url)).toBeNull();
    }
  });

  it("refuses a malformed escape", () => {
    expect(postPathFromResultUrl("/blog/%E0%A4%A/")).toBeNull();
  });
});

describe("toPostHit", () => {
  it("keeps the path and the trimmed title", () => {
    expect(toPostHit({ url: "/blog/3/", meta: { title: "  Shipping faster \n" } })).toEqual({
      path: "/blog/3/",
      title: "Shipping faster",
    });
  });

  it("drops results without a title or outside the posts", () => {
    expect(toPostHit({ url: "/blog/3/", meta: {} })).toBeNull();
    expect(toPostHit({ url: "/blog/3/", meta: { title: "  " } })).toBeNull();
    expect(toPostHit({ url: "/about/", meta: { title: "About" } })).toBeNull();
  });
});

describe("describeResults", () => {
  it("says nothing for a blank query", () => {
    expect(describeResults("  ", 0)).toBe("");
  });

  it("counts posts, one or many", () => {
    expect(describeResults("react", 1)).toBe("1 post found");
    expect(describeResults("react", 14)).toBe("14 posts found");
  });

  it("quotes the trimmed query when nothing matches", () => {
    expect(describeResults(" zzqx nonsense ", 0)).toBe("No posts match “zzqx nonsense”.");
  });
});

describe("matchesTerm", () => {
  it("accepts the word itself, longer forms and words the query is still being typed into", () => {
    expect(matchesTerm("react", "React")).toBe(true);
    expect(matchesTerm("instal", "installation.")).toBe(true);
    expect(matchesTerm("designs", "design")).toBe(true);
    expect(matchesTerm("accessibility", "accessible")).toBe(true);
    expect(matchesTerm("cafe", "Café")).toBe(true);
    expect(matchesTerm("uxresearch", "ux-research")).toBe(true);
    expect(matchesTerm("apis", "API,")).toBe(true);
    expect(matchesTerm("tests", "test")).toBe(true);
  });

  it("refuses the short prefixes Pagefind falls back to for a word it does not have", () => {
    expect(matchesTerm("notifications", "not")).toBe(false);
    expect(matchesTerm("nonsense", "none")).toBe(false);
    expect(matchesTerm("zzqx", "zero")).toBe(false);
    expect(matchesTerm("mute", "mutable")).toBe(false);
    expect(matchesTerm("nonsense", "non")).toBe(false);
    expect(matchesTerm("apis", "")).toBe(false);
  });

  it("compares the query's words as Pagefind reads them", () => {
    expect(queryTerms("  Café  UX-Research café ")).toEqual(["cafe", "uxresearch"]);
    expect(requiredSharedPrefix("ios")).toBe(3);
    expect(requiredSharedPrefix("notifications")).toBe(8);
  });
});

interface FakePage {
  url: string;
  title: string;
  content: string;
  /** The shard of the index holding the page; pages without one are an index without shards. */
  shard?: string;
  /** Pagefind's id of the page (a hash of what it kept of it); the URL when not given. */
  id?: string;
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const plain = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, "");

type ShardFilters = { shard?: string | { any: string[] } };

/**
 * A Pagefind stand-in over `pages` that behaves as Pagefind does: every word of the term must be
 * on a page, a word matches the words it begins, and a word no page has falls back to its
 * longest prefix that some page has, in each shard (merged index) on its own. Pages of shards
 * carry the shard filter, and responses count their results per shard.
 */
const fakePagefind = (pages: FakePage[], { superseded = false } = {}) => {
  const loaded: string[] = [];
  const positions = (page: FakePage, word: string) =>
    wordsOf(page.content).flatMap((candidate, index) => (plain(candidate).startsWith(word) ? [index] : []));
  const fallBack = (shardPages: FakePage[], word: string): string => {
    for (let length = word.length; length > 0; length -= 1) {
      const prefix = word.slice(0, length);
      if (shardPages.some((page) => positions(page, prefix).length > 0)) return prefix;
    }
    return word;
  };
  const shards = [...new Set(pages.map((page) => page.shard))];
  const inScope = (page: FakePage, filter: ShardFilters["shard"]) =>
    filter === undefined || (typeof filter === "string" ? page.shard === filter : filter.any.includes(page.shard ?? ""));
  const search = async (term: string, options: { filters?: ShardFilters } = {}): Promise<PagefindSearchResponse> => {
    const found = shards.flatMap((shard) => {
      const shardPages = pages.filter((page) => page.shard === shard);
      const words = wordsOf(term)
        .map(plain)
        .map((word) => fallBack(shardPages, word));
      return shardPages
        .filter((page) => inScope(page, options.filters?.shard))
        .flatMap((page) => (words.every((word) => positions(page, word).length > 0) ? [{ page, words }] : []));
    });
    const counts = Object.fromEntries(
      shards.flatMap((shard) => (shard === undefined ? [] : [[shard, found.filter(({ page }) => page.shard === shard).length]])),
    );
    return {
      ...(shards.some((shard) => shard !== undefined) ? { filters: { shard: counts } } : {}),
      results: found.map(({ page, words }) => ({
        id: page.id ?? page.url,
        data: async (): Promise<PagefindResultData> => {
          loaded.push(page.url);
          return {
            url: page.url,
            meta: { title: page.title },
            content: page.content,
            locations: words.flatMap((word) => positions(page, word)),
          };
        },
      })),
    };
  };
  const api: PagefindApi = {
    options: jest.fn(async () => undefined),
    mergeIndex: jest.fn(async () => undefined),
    init: jest.fn(async () => undefined),
    search: jest.fn(search),
    debouncedSearch: jest.fn(async (term: string) => (superseded ? null : search(term))),
  };
  return { api, loaded };
};

const page = (id: number, content: string): FakePage => ({ url: `/blog/${id}/`, title: `Post ${id}`, content });

describe("searchPosts", () => {
  const pages = [
    page(1, "Design tokens. Notes on naming tokens."),
    page(2, "Installation of a design system, not a rebrand."),
    page(3, "Offline first apps. Zero downtime."),
  ];

  it("does not search for a blank query", async () => {
    const { api } = fakePagefind(pages);
    await expect(searchPosts(api, "   ")).resolves.toBeNull();
    expect(api.debouncedSearch).not.toHaveBeenCalled();
  });

  it("searches the trimmed query and maps the results to post links", async () => {
    const { api } = fakePagefind(pages);
    await expect(searchPosts(api, "  design  ")).resolves.toEqual({
      query: "design",
      total: 2,
      hits: [
        { path: "/blog/1/", title: "Post 1" },
        { path: "/blog/2/", title: "Post 2" },
      ],
    });
    expect(api.debouncedSearch).toHaveBeenCalledWith("design", {}, expect.any(Number));
  });

  it("finds words being typed and every word of a query", async () => {
    const { api } = fakePagefind(pages);
    expect((await searchPosts(api, "instal"))?.hits.map((hit) => hit.path)).toEqual(["/blog/2/"]);
    expect((await searchPosts(api, "design rebrand"))?.hits.map((hit) => hit.path)).toEqual(["/blog/2/"]);
  });

  it("finds nothing for words no post has, where Pagefind falls back to a shorter prefix", async () => {
    const { api } = fakePagefind(pages);
    // Pagefind itself would answer these with "not", "no..." and "z..." pages.
    expect((await api.search("notifications")).results).not.toHaveLength(0);
    for (const query of ["notifications", "zzqx nonsense", "design notifications"]) {
      await expect(searchPosts(api, query)).resolves.toEqual({ query, total: 0, hits: [] });
    }
  });

  it("in an index of merged shards, drops the posts of a shard that lacks a word and fell back to a prefix", async () => {
    const shardPages = [
      { ...page(1, "Kubernetes rollout notes"), shard: "posts-0" },
      { ...page(2, "Kickoff workshop"), shard: "posts-0" },
      { ...page(1001, "Keyboard shortcuts"), shard: "posts-1" },
      { ...page(1002, "Kanban boards"), shard: "posts-1" },
      { ...page(2001, "Kubernetes costs"), shard: "posts-2" },
    ];
    const { api } = fakePagefind(shardPages);
    // Merged, "kubernetes" brings every post of posts-1 along: Pagefind falls back to "k" there.
    expect((await api.search("kubernetes")).results).toHaveLength(4);
    const outcome = await searchPosts(api, "kubernetes");
    expect(outcome?.total).toBe(2);
    expect(outcome?.hits.map((hit) => hit.path)).toEqual(["/blog/1/", "/blog/2001/"]);

    // Every word must be found in a shard for its posts to count.
    expect((await searchPosts(api, "kubernetes costs"))?.hits.map((hit) => hit.path)).toEqual(["/blog/2001/"]);
    expect((await searchPosts(api, "zzqx"))?.total).toBe(0);
    // A word every shard has: the response as it came, no second search.
    (api.search as jest.Mock).mockClear();
    expect((await searchPosts(api, "k"))?.total).toBe(5);
    expect((api.search as jest.Mock).mock.calls.filter(([, options]) => options?.filters?.shard?.any)).toEqual([]);
  });

  it("with a revisions shard, finds a revised post by its current words only, and lists a post once", async () => {
    const shardPages = [
      { ...page(1, "Kubernetes rollout notes"), shard: "posts-0", id: "en_1old" },
      { ...page(2, "Kickoff workshop"), shard: "posts-0", id: "en_2" },
      { ...page(1, "Nomad rollout notes"), shard: "posts-revised", id: "en_1new" },
      // Rendered again with other markup and the same text: Pagefind gives it the same id.
      { ...page(2, "Kickoff workshop"), shard: "posts-revised", id: "en_2" },
    ];
    const { api: merged } = fakePagefind(shardPages);
    const api = hidingReplaced(merged, ["en_1old"]);
    await expect(searchPosts(api, "kubernetes")).resolves.toEqual({ query: "kubernetes", total: 0, hits: [] });
    await expect(searchPosts(api, "nomad")).resolves.toEqual({
      query: "nomad",
      total: 1,
      hits: [{ path: "/blog/1/", title: "Post 1" }],
    });
    await expect(searchPosts(api, "rollout")).resolves.toEqual({
      query: "rollout",
      total: 1,
      hits: [{ path: "/blog/1/", title: "Post 1" }],
    });
    await expect(searchPosts(api, "kickoff")).resolves.toEqual({
      query: "kickoff",
      total: 1,
      hits: [{ path: "/blog/2/", title: "Post 2" }],
    });
    // Without the list, the older entry would be found, and both posts twice.
    expect((await searchPosts(merged, "kubernetes"))?.total).toBe(1);
    expect((await searchPosts(merged, "rollout"))?.total).toBe(2);
    expect((await searchPosts(merged, "kickoff"))?.total).toBe(2);
  });

  it("counts every match but loads only the results it shows", async () => {
    const many = Array.from({ length: 25 }, (_, index) => page(index + 1, `Post number ${index + 1} about testing.`));
    const { api, loaded } = fakePagefind(many);
    const outcome = await searchPosts(api, "testing");
    expect(outcome?.total).toBe(25);
    expect(outcome?.hits).toHaveLength(maxShownResults);
    expect([...new Set(loaded)]).toEqual(many.slice(0, maxShownResults).map((item) => item.url));
  });

  it("answers nothing when a newer search replaced this one", async () => {
    const { api, loaded } = fakePagefind(pages, { superseded: true });
    await expect(searchPosts(api, "design")).resolves.toBeNull();
    expect(loaded).toEqual([]);
  });

  it("passes on a failing search", async () => {
    const { api } = fakePagefind(pages);
    jest.mocked(api.debouncedSearch).mockRejectedValueOnce(new Error("fragment 404"));
    await expect(searchPosts(api, "design")).rejects.toThrow("fragment 404");
  });
});
