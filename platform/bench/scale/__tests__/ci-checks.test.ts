import type { SearchShardCounts } from "../../../build/build-log.mjs";
import { ciFailures, ciLimits, menuEditFailures, minimumPages, webpackCompilations } from "../ci-checks.mjs";

type CardImages = { made: number; kept: number } | null;
type SearchShards = SearchShardCounts | null;
const shardsIndexed = (indexed: number, pagesRead: number, revised = 0): SearchShards => ({
  shards: 1,
  revised,
  indexed,
  unchanged: 1 - indexed,
  pagesRead,
});

const builtTexts = (text: string, id: number) =>
  [`public/blog/${id}/index.html`, `public/light/blog/${id}/index.html`].map((file) => ({ file, text, found: true }));

/** A passing edit's figures: its post's two pages hold the text, the search index took it in. */
const editRun = (label: string, post: number, text: string, run: { rendered: number; newTitles: number; revised: number }) => ({
  label,
  rendered: run.rendered,
  ownPages: 2,
  builtTexts: builtTexts(text, post),
  shareImages: { generated: run.newTitles as number | null, expected: run.newTitles },
  cardImages: { made: 1, kept: 43 } as CardImages,
  searchShards: shardsIndexed(1, run.rendered, run.revised),
});

const passing = {
  cold: {
    rendered: { done: 1130, total: 1130 },
    shareImagesGenerated: 515 as number | null,
    cardImages: { made: 44, kept: 0 } as CardImages,
    keptCompilations: [] as string[],
    heroImages: 44,
    pagesInBuild: 1130,
    published: 514,
    landingPages: 1,
    categoriesInUse: 9,
    sourcePageFiles: 12,
  },
  noChangeRendered: 0,
  noChangeQueries: 0,
  noChangeStaleNodes: 0,
  noChangeShareImages: 0 as number | null,
  noChangeCardImages: { made: 1, kept: 43 } as CardImages,
  noChangeBlogDataFiles: { total: 1309, written: 0, removed: 0 } as { total: number; written: number; removed: number } | null,
  noChangeSearchShards: shardsIndexed(0, 0),
  noChangeKeptCompilations: [...webpackCompilations],
  edits: [
    editRun("post 300's title", 300, "A title (edited)", { rendered: 12, newTitles: 1, revised: 1 }),
    editRun("post 301's body", 301, "An edited paragraph.", { rendered: 2, newTitles: 0, revised: 2 }),
    editRun("the newest post 514's title", 514, "The newest (edited)", { rendered: 19, newTitles: 1, revised: 3 }),
    editRun("post 515's status, draft to published", 515, "A post the scale test publishes: quillwort", {
      rendered: 27,
      newTitles: 1,
      revised: 0,
    }),
  ],
  pageEdit: {
    label: "landing page 1's FAQ",
    rendered: 2,
    ownPages: 2,
    builtTexts: ["public/offer/index.html", "public/light/offer/index.html"].map((file) => ({ file, text: "Why?", found: true })),
    shareImages: { generated: 0 as number | null, expected: 0 },
    cardImages: { made: 1, kept: 43 } as CardImages,
    searchShards: shardsIndexed(0, 0),
    pagesFetched: 1 as number | null,
  },
  menuEdit: {
    label: "renaming the header menu's “Blog”",
    rendered: { done: 1130, total: 1130 },
    pagesInBuild: 1130,
    pagesChecked: 1129,
    ownLayoutPages: 1,
    pagesWithout: [] as string[],
    searchShards: shardsIndexed(0, 515),
    publishedPosts: 515,
  },
  blogPageData: {
    small: { archivePosts: 20, bytes: 9_000, posts: 4, smallestPostBytes: 1_500 },
    large: { archivePosts: 514, bytes: 9_001, posts: 4, smallestPostBytes: 1_500 },
  },
  largestStaticQuery: { file: "123.json", bytes: 3_000 },
  recentPosts: { file: "public/blog-data/sidebar.json", text: "The newest (edited)", found: true },
  searchFinds: [{ query: "edited", title: "A title (edited)", found: true }] as {
    query: string;
    title: string;
    found: boolean;
    error?: string;
  }[],
};

type Run = typeof passing;
const withEdit = (index: number, change: Partial<Run["edits"][number]>): Run => ({
  ...passing,
  edits: passing.edits.map((edit, at) => (at === index ? { ...edit, ...change } : edit)),
});

describe("ciFailures", () => {
  it("passes a run within the limits, also one without static queries", () => {
    expect(ciFailures(passing)).toEqual([]);
    expect(ciFailures({ ...passing, largestStaticQuery: null })).toEqual([]);
  });

  it("allows exactly the limits", () => {
    expect(
      ciFailures({
        ...withEdit(0, { rendered: ciLimits.editHtmlPages }),
        blogPageData: {
          ...passing.blogPageData,
          large: { ...passing.blogPageData.large, bytes: 9_000 + ciLimits.blogPageDataToleranceBytes },
        },
        largestStaticQuery: { file: "a.json", bytes: ciLimits.staticQueryBytes },
      }),
    ).toEqual([]);
  });

  describe("the cold build", () => {
    it("needs at least two pages per published post, landing page and category, and one per page file", () => {
      expect(minimumPages(passing.cold)).toBe(2 * (514 + 1 + 9) + 12);
      const few = { done: 1059, total: 1059 };
      expect(ciFailures({ ...passing, cold: { ...passing.cold, rendered: few, pagesInBuild: 1059 } })).toEqual([
        "the cold build rendered 1059 HTML pages, fewer than the 1060 its 514 published posts, 1 landing pages, 9 categories and 12 page files make at least",
      ]);
    });

    it("renders every page of its manifest, no more and no fewer", () => {
      expect(ciFailures({ ...passing, cold: { ...passing.cold, pagesInBuild: 1131 } })).toEqual([
        "the cold build rendered 1130 HTML pages, but its page manifest (public/page-data) has 1131",
      ]);
      expect(ciFailures({ ...passing, cold: { ...passing.cold, pagesInBuild: 1129 } })).toHaveLength(1);
    });

    it("finishes every page it started", () => {
      expect(ciFailures({ ...passing, cold: { ...passing.cold, rendered: { done: 1130, total: 1131 } } })).toEqual([
        "the cold build rendered 1130 of the 1131 pages it started",
      ]);
    });
  });

  describe("a landing page's edit", () => {
    const withPageEdit = (change: Partial<Run["pageEdit"]>): Run => ({
      ...passing,
      pageEdit: { ...passing.pageEdit, ...change },
    });

    it("re-renders exactly the page and its light twin: no more, no fewer", () => {
      expect(ciFailures(withPageEdit({ rendered: 3 }))).toEqual([
        "the rebuild after editing landing page 1's FAQ rendered 3 HTML pages, not exactly the page and its light twin (2)",
      ]);
      expect(ciFailures(withPageEdit({ rendered: 1 }))).toHaveLength(1);
      expect(ciFailures(withPageEdit({ rendered: 0 }))).toHaveLength(1);
    });

    it("fetches that one page, and its built pages show the edit", () => {
      expect(ciFailures(withPageEdit({ pagesFetched: 2 }))).toEqual([
        "the rebuild after editing landing page 1's FAQ fetched 2 landing pages, not the one edited",
      ]);
      expect(ciFailures(withPageEdit({ pagesFetched: null }))).toHaveLength(1);
      const missing = passing.pageEdit.builtTexts.map((text, index) => ({ ...text, found: index === 0 }));
      expect(ciFailures(withPageEdit({ builtTexts: missing }))).toEqual([
        'after editing landing page 1\'s FAQ, public/light/offer/index.html does not contain "Why?"',
      ]);
    });

    it("draws no share image: the page's title did not change", () => {
      expect(ciFailures(withPageEdit({ shareImages: { generated: 1, expected: 0 } }))).toEqual([
        "the rebuild after editing landing page 1's FAQ drew 1 share images (expected 0: its title did not change)",
      ]);
      expect(ciFailures(withPageEdit({ shareImages: { generated: null, expected: 0 } }))).toHaveLength(1);
    });
  });

  it("fails when the sidebar's recent posts do not hold the newest post's new title", () => {
    const recentPosts = { ...passing.recentPosts, found: false };
    expect(ciFailures({ ...passing, recentPosts })).toEqual([
      `after editing the newest post's title, public/blog-data/sidebar.json does not hold "The newest (edited)"`,
    ]);
  });

  it("fails when the served site's search does not list an edited post, or no search was made", () => {
    expect(
      ciFailures({
        ...passing,
        searchFinds: [{ query: "edited", title: "A title (edited)", found: false, error: "Timeout 10000ms" }],
      }),
    ).toEqual(['searching the served site for "edited" did not list "A title (edited)" (Timeout 10000ms)']);
    expect(ciFailures({ ...passing, searchFinds: [] })).toEqual(["no search was made in the served site's search box"]);
  });

  it("fails a no-change rebuild that renders any page", () => {
    expect(ciFailures({ ...passing, noChangeRendered: 1 })).toEqual([
      "the rebuild with nothing changed rendered 1 HTML pages (expected 0)",
    ]);
  });

  it("fails a no-change rebuild that runs any query (a page context that changed without a change)", () => {
    expect(ciFailures({ ...passing, noChangeQueries: 100 })).toEqual([
      "the rebuild with nothing changed ran 100 queries (expected 0)",
    ]);
  });

  it("fails a no-change rebuild that deletes nodes as stale, or whose log does not say", () => {
    expect(ciFailures({ ...passing, noChangeStaleNodes: 1100 })).toEqual([
      "the rebuild with nothing changed deleted 1100 nodes as stale (expected 0)",
    ]);
    expect(ciFailures({ ...passing, noChangeStaleNodes: null })).toEqual([
      'the log of the rebuild with nothing changed has no "Clean up stale nodes" line',
    ]);
  });

  describe("an edit", () => {
    it("renders at least the post's own pages", () => {
      expect(ciFailures(withEdit(1, { rendered: 1 }))).toEqual([
        "the rebuild after editing post 301's body rendered 1 HTML pages, fewer than the post's own 2",
      ]);
      expect(ciFailures(withEdit(0, { rendered: 0 }))).toHaveLength(1);
    });

    it("renders at most 50 pages", () => {
      expect(ciFailures(withEdit(0, { rendered: 51 }))).toEqual([
        "the rebuild after editing post 300's title rendered 51 HTML pages (limit 50)",
      ]);
    });

    it("is in each of the post's built pages", () => {
      const [onPage, onTwin] = builtTexts("A title (edited)", 300);
      expect(ciFailures(withEdit(0, { builtTexts: [onPage!, { ...onTwin!, found: false }] }))).toEqual([
        'after editing post 300\'s title, public/light/blog/300/index.html does not contain "A title (edited)"',
      ]);
      expect(ciFailures(withEdit(0, { builtTexts: [onPage!] }))).toEqual([
        "the edit of post 300's title was looked for in 1 built pages, not the post's 2",
      ]);
    });
  });

  describe("the search index", () => {
    it("indexes the revisions shard after each edit, holding every post edited so far, and the new post's shard, which takes them back", () => {
      expect(ciFailures(withEdit(1, { searchShards: shardsIndexed(0, 1, 2) }))).toEqual([
        "the rebuild after editing post 301's body had Pagefind index 0 search shards, with 2 revised posts (expected 1 and 2: the revisions shard, with every post edited so far)",
      ]);
      // The edit indexed the post's own shard of 1,000 again instead.
      expect(ciFailures(withEdit(0, { searchShards: shardsIndexed(1, 12, 0) }))).toHaveLength(1);
      expect(ciFailures(withEdit(3, { searchShards: shardsIndexed(1, 27, 3) }))).toEqual([
        "the rebuild after editing post 515's status, draft to published had Pagefind index 1 search shards, with 3 revised posts (expected 1 and 0: the shard the new post joined, with the edits)",
      ]);
      expect(
        ciFailures(withEdit(0, { searchShards: { shards: 2, indexed: 2, unchanged: 0, pagesRead: 12, revised: 1 } })),
      ).toHaveLength(1);
      expect(ciFailures(withEdit(0, { searchShards: null }))).toEqual([
        `the log of the rebuild after editing post 300's title has no "Search index: ... (N post pages read), N revised posts" line`,
      ]);
      expect(ciFailures({ ...passing, edits: passing.edits.slice(0, 3) })).toEqual(["the run made 3 edits, not the 4 it checks"]);
    });

    it("indexes nothing and reads no page when nothing changed, nor for a landing page's edit", () => {
      expect(ciFailures({ ...passing, noChangeSearchShards: shardsIndexed(1, 0) })).toEqual([
        "the rebuild with nothing changed had Pagefind index 1 search shards, with 0 revised posts (expected 0 and 0: no post page changed)",
      ]);
      expect(ciFailures({ ...passing, noChangeSearchShards: shardsIndexed(0, 514) })).toEqual([
        "the rebuild with nothing changed read 514 post pages for the search index (expected 0: none was written)",
      ]);
      expect(ciFailures({ ...passing, pageEdit: { ...passing.pageEdit, searchShards: shardsIndexed(1, 0) } })).toHaveLength(1);
    });

    it("reads every post page after a menu edit, and indexes no shard: no article changed", () => {
      const menuEdit = (searchShards: SearchShards) => ({ ...passing, menuEdit: { ...passing.menuEdit, searchShards } });
      expect(ciFailures(menuEdit(shardsIndexed(1, 515)))).toEqual([
        "the rebuild after renaming the header menu's “Blog” had Pagefind index 1 search shards, with 0 revised posts (expected 0 and 0: no post's article changed)",
      ]);
      expect(ciFailures(menuEdit(shardsIndexed(0, 0)))).toEqual([
        "the rebuild after renaming the header menu's “Blog” read 0 post pages for the search index, not the 515 it rendered again",
      ]);
      expect(ciFailures(menuEdit(null))).toHaveLength(1);
    });
  });

  describe("webpack compilations", () => {
    it("are all kept by a rebuild with nothing changed, none by the cold build", () => {
      expect(ciFailures({ ...passing, noChangeKeptCompilations: webpackCompilations.slice(1) })).toEqual([
        "the rebuild with nothing changed kept 2 webpack compilations (Building production JavaScript and CSS bundles, Building HTML renderer), not all of Compiling Gatsby Functions, Building production JavaScript and CSS bundles, Building HTML renderer",
      ]);
      expect(ciFailures({ ...passing, noChangeKeptCompilations: [] })).toHaveLength(1);
      expect(
        ciFailures({ ...passing, noChangeKeptCompilations: [...webpackCompilations, "Compiling Gatsby Functions"] }),
      ).toHaveLength(1);
      expect(ciFailures({ ...passing, cold: { ...passing.cold, keptCompilations: ["Building HTML renderer"] } })).toEqual([
        "the cold build kept compilations it had no record of: Building HTML renderer",
      ]);
    });
  });

  describe("card images", () => {
    it("are made once per distinct hero image on a cold build, none kept", () => {
      expect(ciFailures({ ...passing, cold: { ...passing.cold, cardImages: { made: 45, kept: 0 } } })).toEqual([
        "the cold build made 45 card images and kept 0 (expected 44, one per distinct hero image, and 0)",
      ]);
      expect(ciFailures({ ...passing, cold: { ...passing.cold, cardImages: { made: 43, kept: 1 } } })).toHaveLength(1);
      expect(ciFailures({ ...passing, cold: { ...passing.cold, cardImages: null } })).toEqual([
        'the log of the cold build has no "Blog card images: N made, M kept" line',
      ]);
    });

    it("are kept by warm builds but the one checked against the resolver", () => {
      expect(ciFailures({ ...passing, noChangeCardImages: { made: 44, kept: 0 } })).toEqual([
        "the rebuild with nothing changed made 44 card images and kept 0 (expected 1 and 43: no hero image changed)",
      ]);
      expect(ciFailures({ ...passing, noChangeCardImages: { made: 0, kept: 44 } })).toHaveLength(1);
      expect(ciFailures(withEdit(1, { cardImages: { made: 2, kept: 42 } }))).toEqual([
        "the rebuild after editing post 301's body made 2 card images and kept 42 (expected 1 and 43: no hero image changed)",
      ]);
      expect(ciFailures({ ...passing, pageEdit: { ...passing.pageEdit, cardImages: null } })).toEqual([
        `the log of the rebuild after editing landing page 1's FAQ has no "Blog card images: N made, M kept" line`,
      ]);
    });

    it("leave every list chunk as it was on a rebuild with nothing changed", () => {
      expect(ciFailures({ ...passing, noChangeBlogDataFiles: { total: 1309, written: 3, removed: 0 } })).toEqual([
        "the rebuild with nothing changed wrote 3 and removed 0 of 1309 blog data files (expected none of at least one)",
      ]);
      expect(ciFailures({ ...passing, noChangeBlogDataFiles: { total: 0, written: 0, removed: 0 } })).toHaveLength(1);
      expect(ciFailures({ ...passing, noChangeBlogDataFiles: null })).toHaveLength(1);
    });

    it("need a copy whose posts have more than one hero image", () => {
      expect(
        ciFailures({
          ...passing,
          cold: { ...passing.cold, heroImages: 1, cardImages: { made: 1, kept: 0 } },
          noChangeCardImages: { made: 1, kept: 0 },
          edits: passing.edits.map((edit) => ({ ...edit, cardImages: { made: 1, kept: 0 } })),
          pageEdit: { ...passing.pageEdit, cardImages: { made: 1, kept: 0 } },
        }),
      ).toEqual(["the CMS copy's published posts have 1 distinct hero images (at least 2 expected)"]);
    });
  });

  describe("generated share images", () => {
    it("are one per published post and landing page on a cold build, exactly", () => {
      expect(ciFailures({ ...passing, cold: { ...passing.cold, shareImagesGenerated: 514 } })).toEqual([
        "the cold build drew 514 share images (expected 515: one per published post and landing page without a share image of its own)",
      ]);
      expect(ciFailures({ ...passing, cold: { ...passing.cold, shareImagesGenerated: 516 } })).toHaveLength(1);
    });

    it("are none on a rebuild with nothing changed, and one for a title edit, none for a body edit", () => {
      expect(ciFailures({ ...passing, noChangeShareImages: 1 })).toEqual([
        "the rebuild with nothing changed drew 1 share images (expected 0: all from the cache)",
      ]);
      expect(ciFailures(withEdit(0, { shareImages: { generated: 0, expected: 1 } }))).toEqual([
        "the rebuild after editing post 300's title drew 0 share images (expected 1: one per new title)",
      ]);
      expect(ciFailures(withEdit(0, { shareImages: { generated: 2, expected: 1 } }))).toHaveLength(1);
      expect(ciFailures(withEdit(1, { shareImages: { generated: 1, expected: 0 } }))).toHaveLength(1);
    });

    it("fail a build whose log does not say", () => {
      expect(ciFailures({ ...passing, noChangeShareImages: null })).toEqual([
        'the log of the rebuild with nothing changed has no "Share images: N generated" line',
      ]);
    });
  });

  describe("/blog/'s page data", () => {
    it("fails when the large archive's is bigger or smaller by more than the tolerance", () => {
      const bytes = 9_000 + ciLimits.blogPageDataToleranceBytes + 1;
      const large = { ...passing.blogPageData.large, bytes, posts: 5 };
      expect(ciFailures({ ...passing, blogPageData: { ...passing.blogPageData, large } })).toEqual([
        `public/page-data/blog/page-data.json is ${bytes} bytes with 514 posts but 9000 with 20 (5 and 4 posts in it; allowed difference 300 bytes)`,
      ]);
      const smaller = { ...passing.blogPageData.large, bytes: 8_000 };
      expect(ciFailures({ ...passing, blogPageData: { ...passing.blogPageData, large: smaller } })).toHaveLength(1);
    });

    it("fails when one post's entry fits in the tolerance, so one more would pass unseen", () => {
      const small = { ...passing.blogPageData.small, smallestPostBytes: ciLimits.blogPageDataToleranceBytes };
      expect(ciFailures({ ...passing, blogPageData: { ...passing.blogPageData, small } })).toEqual([
        "a post in /blog/'s page data of the small archive takes 300 bytes, within the 300 bytes allowed: one more post would pass unseen",
      ]);
    });

    it("needs the small archive to be smaller", () => {
      const small = { ...passing.blogPageData.small, archivePosts: 514 };
      expect(ciFailures({ ...passing, blogPageData: { ...passing.blogPageData, small } })).toEqual([
        "the small archive (514 posts) is not smaller than the large one (514)",
      ]);
    });
  });

  it("fails a static query result over 40 KB", () => {
    expect(ciFailures({ ...passing, largestStaticQuery: { file: "9.json", bytes: 512_000 } })).toEqual([
      "the static query result 9.json is 500.0 KB (limit 40.0 KB)",
    ]);
  });
});

describe("the menu edit's rebuild (menuEditFailures)", () => {
  const { menuEdit } = passing;

  it("passes when it renders each page of the build once and every header shows the new name", () => {
    expect(menuEditFailures(menuEdit)).toEqual([]);
  });

  it("fails when it renders fewer pages than the build has, or more", () => {
    expect(menuEditFailures({ ...menuEdit, rendered: { done: 1129, total: 1129 } })).toEqual([
      "the rebuild after renaming the header menu's “Blog” rendered 1129 HTML pages; every page shows the menu, so it must render each of the 1130 pages of its page manifest once",
    ]);
    expect(menuEditFailures({ ...menuEdit, rendered: { done: 2260, total: 2260 } })).toHaveLength(1);
    expect(ciFailures({ ...passing, menuEdit: { ...menuEdit, rendered: { done: 12, total: 12 } } })).toHaveLength(1);
  });

  it("fails when it does not finish every page it started", () => {
    expect(menuEditFailures({ ...menuEdit, rendered: { done: 1130, total: 1131 } })).toEqual([
      "the rebuild after renaming the header menu's “Blog” rendered 1130 of the 1131 pages it started",
    ]);
  });

  it("names the pages whose header does not show the new name", () => {
    const pagesWithout = ["/", "/about/", "/blog/", "/blog/1/", "/blog/2/", "/team/"];
    expect(menuEditFailures({ ...menuEdit, pagesWithout })).toEqual([
      "after renaming the header menu's “Blog”, 6 of 1129 pages do not show it in their header: /, /about/, /blog/, /blog/1/, /blog/2/, ...",
    ]);
  });

  it("fails when no header was checked, or too many pages had a header of their own", () => {
    expect(menuEditFailures({ ...menuEdit, pagesChecked: 0, ownLayoutPages: 0 })).toHaveLength(1);
    expect(menuEditFailures({ ...menuEdit, ownLayoutPages: ciLimits.ownLayoutPages + 1 })).toEqual([
      `after renaming the header menu's “Blog”, 1129 pages had the site's header to check and ${ciLimits.ownLayoutPages + 1} a header of their own (at most ${ciLimits.ownLayoutPages})`,
    ]);
  });
});
