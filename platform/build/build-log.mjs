/**
 * Figures of a `gatsby build` log, shared by the build benchmark (platform/bench/build-bench.mjs)
 * and the scale benchmark (platform/bench/scale-bench.mjs). Tests: platform/build/__tests__/build-log.test.ts.
 */

/**
 * A Gatsby activity's "done/total" count.
 * @typedef {{ done: number, total: number }} ActivityCount
 */

/**
 * Figures of one build log (see parseBuildLog).
 * @typedef {object} BuildFigures
 * @property {number} gatsbySeconds
 * @property {ActivityCount} queries
 * @property {ActivityCount} html pages whose HTML the build rendered ({ done: 0, total: 0 } when Gatsby said none changed)
 * @property {ActivityCount | null} imageJobs null when the build ran none (Gatsby prints no line then)
 * @property {string} postsFetched how many posts the delta sync fetched, or "all"
 * @property {number | null} pagesFetched how many landing pages the build fetched in full (new or
 *   changed ones; every page on a cold cache), null for a log without the plugin's pages line
 * @property {ShareImageCounts | null} shareImages the generated share images' line
 *   (src/gatsby/node/share-images.ts), null for a log without it
 * @property {{ made: number, kept: number } | null} cardImages the blog's card images made by
 *   Gatsby's resolver and kept from an earlier build (src/gatsby/node/blog-card-images.ts), null
 *   for a log without that line
 * @property {{ total: number, written: number, removed: number } | null} blogDataFiles the blog's
 *   list chunks and recent-posts file, and how many the build wrote or removed, null without that line
 * @property {number | null} staleNodesDeleted nodes Gatsby deleted as stale (untouched by their
 *   source plugin), null for a log without the "Clean up stale nodes" line (a cold build has none)
 * @property {SearchShardCounts | null} searchShards the blog's search index's line, null without it
 * @property {string[]} keptCompilations the webpack compilations the build kept from the last one,
 *   as nothing they are made of changed (patches/gatsby+5.16.1.patch): the names of the steps
 *   whose line ends "- kept: ..." ("Compiling Gatsby Functions", "Building production JavaScript
 *   and CSS bundles", "Building HTML renderer")
 */

/**
 * What a build did with the blog's search index (src/gatsby/node/search-index.ts): its shards,
 * how many Pagefind indexed, how many were kept, how many post pages were read to tell, and how
 * many posts its revisions shard holds (edited since their own shard was indexed).
 * @typedef {{ shards: number, indexed: number, unchanged: number, pagesRead: number, revised: number }} SearchShardCounts
 */

/**
 * What a build did with the generated share images: drawn now, or taken from its cache, and how
 * many the built site uses.
 * @typedef {{ generated: number, fromCache: number, inUse: number }} ShareImageCounts
 */

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The log without terminal colour and cursor codes.
 * @param {string} text
 * @returns {string}
 */
// eslint-disable-next-line no-control-regex
export const stripAnsi = (text) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "");

/**
 * The last "done/total" count of a Gatsby activity ("<name> - 1.2s - 31/31 24.84/s"), or null
 * when the log has no such line.
 * @param {string} log
 * @param {string} name
 * @returns {ActivityCount | null}
 */
export const activityCount = (log, name) => {
  // \s also matches the line breaks Gatsby inserts when it wraps long activity lines.
  const matches = [...log.matchAll(new RegExp(`${escapeRegExp(name)}\\s+-\\s+[\\d.]+s\\s+-\\s+(\\d+)/(\\d+)`, "g"))];
  const last = matches.at(-1);
  return last ? { done: Number(last[1]), total: Number(last[2]) } : null;
};

/**
 * Activities of Gatsby's image jobs: remote files (nodes implementing RemoteFile, processed at
 * build into public/_gatsby/image/ when there is no Image CDN) and gatsby-plugin-sharp's
 * local images.
 */
export const imageJobActivities = ["Running gatsby.IMAGE_CDN jobs", "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs"];

/**
 * The image jobs a build ran: the sum of the activities above, or null when it ran none.
 * @param {string} log
 * @returns {ActivityCount | null}
 */
const imageJobs = (log) => {
  const counts = imageJobActivities.map((name) => activityCount(log, name)).filter((count) => count !== null);
  if (counts.length === 0) return null;
  return counts.reduce((sum, count) => ({ done: sum.done + count.done, total: sum.total + count.total }), { done: 0, total: 0 });
};

/** Gatsby's line when a build renders no page (build-html.js), instead of the "Building static HTML for pages" activity. */
export const noHtmlLine = "There are no new or changed html files to build.";

/**
 * The pages whose HTML the build rendered: the activity's count, or none when Gatsby said so.
 * @param {string} log
 * @returns {ActivityCount}
 */
const htmlPages = (log) => {
  const count = activityCount(log, "Building static HTML for pages");
  if (count) return count;
  if (log.includes(noHtmlLine)) return { done: 0, total: 0 };
  throw new Error(`the build log has neither "Building static HTML for pages - ... - done/total" nor "${noHtmlLine}"`);
};

/**
 * The queries the build ran: "run queries in workers", or on a one-core machine, where Gatsby
 * runs them in its own process, "run static queries" plus "run page queries".
 * @param {string} log
 * @returns {ActivityCount}
 */
const queriesRun = (log) => {
  const inWorkers = activityCount(log, "run queries in workers");
  if (inWorkers) return inWorkers;
  const [staticQueries, pageQueries] = ["run static queries", "run page queries"].map((name) => activityCount(log, name));
  if (staticQueries && pageQueries) {
    return { done: staticQueries.done + pageQueries.done, total: staticQueries.total + pageQueries.total };
  }
  throw new Error('the build log has no "run queries in workers" (nor "run static queries" and "run page queries") count');
};

/**
 * Figures of one build log. Throws when a line the figures come from is missing (a failed or
 * cut-off build, or a log format Gatsby changed), never reading it as 0; only the image jobs
 * may be absent, as Gatsby prints no line for a build that runs none.
 * @param {string} text
 * @returns {BuildFigures}
 */
export const parseBuildLog = (text) => {
  const log = stripAnsi(text);
  const delta = log.match(/gatsby-source-directus: delta sync, (\d+) changed/);
  const pages = log.match(/gatsby-source-directus: pages, (\d+) fetched/);
  const shareImages = log.match(/Share images: (\d+) generated, (\d+) from the cache, (\d+) in use/);
  const cardImages = log.match(/Blog card images: (\d+) made, (\d+) kept/);
  const blogDataFiles = log.match(/Blog data files: (\d+) \((\d+) written, (\d+) removed\)/);
  // Gatsby's reporter wraps this long line (at a space) when its output is not a terminal.
  const searchShards = log.match(
    /Search index: [^\n]*?(\d+)\s+shards?:\s+(\d+)\s+indexed\s+by\s+Pagefind,\s+(\d+)\s+unchanged\s+\((\d+)\s+post\s+pages?\s+read\),\s+(\d+)\s+revised\s+posts?/,
  );
  const keptCompilations = [...log.matchAll(/^success (.+?) - [\d.]+s - kept: /gm)].map((match) => match[1] ?? "");
  const done = log.match(/Done building in ([\d.]+) sec/);
  if (!done) throw new Error('the build log has no "Done building in N sec" line');
  return {
    gatsbySeconds: Number(done[1]),
    queries: queriesRun(log),
    html: htmlPages(log),
    imageJobs: imageJobs(log),
    // No delta line means a full fetch (cold cache).
    postsFetched: delta?.[1] ?? "all",
    pagesFetched: pages ? Number(pages[1]) : null,
    shareImages: shareImages
      ? { generated: Number(shareImages[1]), fromCache: Number(shareImages[2]), inUse: Number(shareImages[3]) }
      : null,
    cardImages: cardImages ? { made: Number(cardImages[1]), kept: Number(cardImages[2]) } : null,
    blogDataFiles: blogDataFiles
      ? { total: Number(blogDataFiles[1]), written: Number(blogDataFiles[2]), removed: Number(blogDataFiles[3]) }
      : null,
    // Gatsby counts the deletions as the activity's progress ("- 20368/0").
    staleNodesDeleted: activityCount(log, "Clean up stale nodes")?.done ?? null,
    keptCompilations,
    searchShards: searchShards
      ? {
          shards: Number(searchShards[1]),
          indexed: Number(searchShards[2]),
          unchanged: Number(searchShards[3]),
          pagesRead: Number(searchShards[4]),
          revised: Number(searchShards[5]),
        }
      : null,
  };
};
