import { activityCount, noHtmlLine, parseBuildLog, stripAnsi } from "../build-log.mjs";

const coldLog = `success load gatsby config - 0.030s
success Compiling Gatsby Functions - 2.994s
info Share images: 514 generated, 0 from the cache, 514 in use (public/share-images/, 0 removed)
info Blog card images: 44 made, 0 kept
info Blog data files: 1309 (1309 written, 0 removed)
info Search index: 514 post pages in public/pagefind/, 1 shard: 1 indexed by Pagefind, 0 unchanged (514 post pages read), 0 revised posts in posts-revised
\u001b[32msuccess\u001b[39m source and transform nodes - 4.213s
success run queries in workers - 12.004s - 1108/1108 92.31/s
success Running gatsby.IMAGE_CDN jobs - 25.911s - 273/273 10.54/s
success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 28.966s - 63/63 2.17/s
success Building static HTML for pages - 30.1s - 1050/1050
34.88/s
info Done building in 118.402 sec
`;

const warmLog = `gatsby-source-directus: delta sync, 1 changed
success Compiling Gatsby Functions - 0.031s - kept: nothing they are made of changed
success Building production JavaScript and CSS bundles - 0.298s - kept: nothing they are made of changed
\u001b[32msuccess\u001b[39m Building HTML renderer - 0.037s - kept: nothing it is made of changed
gatsby-source-directus: pages, 1 fetched, 0 removed, 3 unchanged
success Clean up stale nodes - 0.031s - 2/0 64.5/s
success run queries in workers - 0.512s - 9/9 17.58/s
success Building static HTML for pages - 1.02s - 7/7 6.86/s
info Done building in 20.5 sec
`;

describe("parseBuildLog", () => {
  it("reads times, queries, pages and image jobs of a cold build", () => {
    expect(parseBuildLog(coldLog)).toEqual({
      gatsbySeconds: 118.402,
      queries: { done: 1108, total: 1108 },
      html: { done: 1050, total: 1050 },
      imageJobs: { done: 336, total: 336 },
      postsFetched: "all",
      pagesFetched: null,
      shareImages: { generated: 514, fromCache: 0, inUse: 514 },
      cardImages: { made: 44, kept: 0 },
      blogDataFiles: { total: 1309, written: 1309, removed: 0 },
      staleNodesDeleted: null,
      searchShards: { shards: 1, indexed: 1, unchanged: 0, pagesRead: 514, revised: 0 },
      keptCompilations: [],
    });
  });

  it("reads a warm build's delta sync (posts and landing pages), and a build that ran no image jobs nor says anything of share images", () => {
    expect(parseBuildLog(warmLog)).toEqual({
      gatsbySeconds: 20.5,
      queries: { done: 9, total: 9 },
      html: { done: 7, total: 7 },
      imageJobs: null,
      postsFetched: "1",
      pagesFetched: 1,
      shareImages: null,
      cardImages: null,
      blogDataFiles: null,
      staleNodesDeleted: 2,
      searchShards: null,
      keptCompilations: [
        "Compiling Gatsby Functions",
        "Building production JavaScript and CSS bundles",
        "Building HTML renderer",
      ],
    });
    expect(
      parseBuildLog(
        `info Search index: 10014 post pages in public/pagefind/, 12 shards: 1 indexed by Pagefind, 11 unchanged (1 post page read), 1 revised post in posts-revised\n${warmLog}`,
      ).searchShards,
    ).toEqual({ shards: 12, indexed: 1, unchanged: 11, pagesRead: 1, revised: 1 });
    // As Gatsby writes it into a log file: wrapped at a space.
    expect(
      parseBuildLog(
        `info Search index: 515 post pages in public/pagefind/, 1 shard: 0 indexed by\nPagefind, 1 unchanged (515 post pages read), 0 revised posts\nin posts-revised\n\n${warmLog}`,
      ).searchShards,
    ).toEqual({ shards: 1, indexed: 0, unchanged: 1, pagesRead: 515, revised: 0 });
    expect(parseBuildLog(`info Share images: 0 generated, 514 from the cache, 514 in use\n${warmLog}`).shareImages).toEqual({
      generated: 0,
      fromCache: 514,
      inUse: 514,
    });
  });

  it("reads no pages rendered only from Gatsby's own line saying so", () => {
    const noChange = `success run queries in workers - 0.1s - 0/0 0/s
info There are no new or changed slice html files to build.
info ${noHtmlLine}
info Done building in 9 sec
`;
    expect(parseBuildLog(noChange).html).toEqual({ done: 0, total: 0 });
    // The slices' line is another one.
    expect(() => parseBuildLog(noChange.replace(`info ${noHtmlLine}\n`, ""))).toThrow(
      /neither "Building static HTML for pages - \.\.\. - done\/total" nor "There are no new or changed html files to build\."/,
    );
  });

  it("throws when a line it reads is missing, rather than reading 0", () => {
    expect(() => parseBuildLog(warmLog.replace(/^success Building static HTML.*\n/m, ""))).toThrow(
      /neither "Building static HTML for pages/,
    );
    expect(() => parseBuildLog(warmLog.replace(/^info Done building.*\n/m, ""))).toThrow(/no "Done building in N sec" line/);
    expect(() => parseBuildLog(warmLog.replace(/^success run queries.*\n/m, ""))).toThrow(/no "run queries in workers"/);
    expect(() => parseBuildLog("")).toThrow();
  });

  it("adds up the queries a one-core machine runs outside workers", () => {
    const oneCore = warmLog.replace(
      /^success run queries in workers.*$/m,
      "success run static queries - 0.1s - 2/2 20/s\nsuccess run page queries - 0.4s - 7/7 17/s",
    );
    expect(parseBuildLog(oneCore).queries).toEqual({ done: 9, total: 9 });
  });

  it("takes the last count of an activity, across a wrapped line", () => {
    const log = "Building static HTML for pages - 1s - 3/10\nBuilding static HTML for pages\n - 2.5s - 10/10 4/s";
    expect(activityCount(log, "Building static HTML for pages")).toEqual({ done: 10, total: 10 });
  });

  it("matches activity names literally (the dot in gatsby.IMAGE_CDN is no wildcard)", () => {
    expect(activityCount("Running gatsbyXIMAGE_CDN jobs - 1s - 2/2", "Running gatsby.IMAGE_CDN jobs")).toBeNull();
  });

  it("strips terminal codes", () => {
    expect(stripAnsi("\u001b[2K\u001b[1Gsuccess")).toBe("success");
  });
});
