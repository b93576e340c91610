import {
  describeResults,
  maxShownResults,
  postPathFromResultUrl,
  searchPosts,
  toPostHit,
  type PagefindApi,
  type PagefindResultData,
} from "../post-search";

describe("postPathFromResultUrl", () => {
  it("reads the post of a result URL, relative or absolute, ignoring query and hash", () => {
    expect(postPathFromResultUrl("/blog/12/")).toBe("/blog/12/");
    expect(postPathFromResultUrl("http://127.0.0.1:9100/blog/7/")).toBe("/blog/7/");
    expect(postPathFromResultUrl("/blog/7/?highlight=word#part")).toBe("/blog/7/");
  });

  it("refuses anything that is not a post page", () => {
    for (const url of ["/blog/", "/blog/category/design/", "/blog/tag/react/", "/blog/archive/2/", "/about/", "/light/blog/12/", "/blog/12", "/blog/12/index.html", "https://evil.example/x"]) {
      expect(postPathFromResultUrl(url)).toBeNull();
    }
  });

  it("refuses a malformed escape", () => {
    expect(postPathFromResultUrl("/blog/%E0%A4%A/")).toBeNull();
  });
});

describe("toPostHit", () => {
  it("keeps the path and the trimmed title", () => {
    expect(toPostHit({ url: "/blog/3/", meta: { title: "  Shipping faster \n" } })).toEqual({ path: "/blog/3/", title: "Shipping faster" });
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

/** A Pagefind stand-in whose every search answers `urls`, in that order. */
const fakePagefind = (urls: string[], { superseded = false } = {}) => {
  const loaded: string[] = [];
  const api: PagefindApi = {
    options: jest.fn(async () => undefined),
    init: jest.fn(async () => undefined),
    debouncedSearch: jest.fn(async () =>
      superseded
        ? null
        : {
            results: urls.map((url) => ({
              id: url,
              data: async (): Promise<PagefindResultData> => {
                loaded.push(url);
                return { url, meta: { title: `Title of ${url}` } };
              },
            })),
          },
    ),
  };
  return { api, loaded };
};

describe("searchPosts", () => {
  it("does not search for a blank query", async () => {
    const { api } = fakePagefind(["/blog/1/"]);
    await expect(searchPosts(api, "   ")).resolves.toBeNull();
    expect(api.debouncedSearch).not.toHaveBeenCalled();
  });

  it("searches the trimmed query and maps the results to post links", async () => {
    const { api } = fakePagefind(["/blog/2/", "/blog/1/"]);
    await expect(searchPosts(api, "  design systems ")).resolves.toEqual({
      query: "design systems",
      total: 2,
      hits: [
        { path: "/blog/2/", title: "Title of /blog/2/" },
        { path: "/blog/1/", title: "Title of /blog/1/" },
      ],
    });
    expect(api.debouncedSearch).toHaveBeenCalledWith("design systems", {}, expect.any(Number));
  });

  it("counts every match but loads only the results it shows", async () => {
    const urls = Array.from({ length: 25 }, (_, index) => `/blog/${index + 1}/`);
    const { api, loaded } = fakePagefind(urls);
    const outcome = await searchPosts(api, "post");
    expect(outcome?.total).toBe(25);
    expect(outcome?.hits).toHaveLength(maxShownResults);
    expect(loaded).toEqual(urls.slice(0, maxShownResults));
  });

  it("answers nothing when a newer search replaced this one", async () => {
    const { api, loaded } = fakePagefind(["/blog/1/"], { superseded: true });
    await expect(searchPosts(api, "react")).resolves.toBeNull();
    expect(loaded).toEqual([]);
  });

  it("passes on a failing search", async () => {
    const { api } = fakePagefind([]);
    jest.mocked(api.debouncedSearch).mockRejectedValueOnce(new Error("fragment 404"));
    await expect(searchPosts(api, "react")).rejects.toThrow("fragment 404");
  });
});
