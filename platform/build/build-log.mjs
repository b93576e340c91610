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
 * @property {number | null} gatsbySeconds
 * @property {ActivityCount | null} queries
 * @property {ActivityCount | null} html
 * @property {ActivityCount | null} imageJobs
 * @property {string} postsFetched how many posts the delta sync fetched, or "all"
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

/**
 * Figures of one build log. A count is null when Gatsby printed no such activity: it skips
 * the step when there is nothing to do, so null means none re-ran.
 * @param {string} text
 * @returns {BuildFigures}
 */
export const parseBuildLog = (text) => {
  const log = stripAnsi(text);
  const delta = log.match(/gatsby-source-directus: delta sync, (\d+) changed/);
  const done = log.match(/Done building in ([\d.]+) sec/);
  return {
    gatsbySeconds: done ? Number(done[1]) : null,
    queries: activityCount(log, "run queries in workers"),
    html: activityCount(log, "Building static HTML for pages"),
    imageJobs: imageJobs(log),
    // No delta line means a full fetch (cold cache).
    postsFetched: delta?.[1] ?? "all",
  };
};

/**
 * How many of a count's items were done; a skipped activity (null) did none.
 * @param {ActivityCount | null} figure
 * @returns {number}
 */
export const doneCount = (figure) => (figure ? figure.done : 0);
