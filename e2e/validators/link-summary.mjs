/**
 * Sorts linkinator's results (link-check.mjs) into what the served site answered, what was
 * broken, and what was skipped. Apart from linkinator itself (an ES module Jest cannot load), so
 * that unit tests reach it.
 */

/** @typedef {import("linkinator").LinkResult} LinkResult */

/**
 * @typedef {object} LinkReport
 * @property {number} starts the pages given as starting points
 * @property {string[]} pagesCrawled the served site's pages linkinator read for links
 * @property {number} ok addresses of the served site that answered 2xx
 * @property {{ url: string, status: number | undefined, parent: string | undefined }[]} broken
 * @property {string[]} skippedLocal addresses of the served site that were skipped: must be none
 * @property {number} skippedElsewhere addresses of other origins and schemes (mailto:, data:), not requested
 */

/**
 * Sorts linkinator's results.
 * @param {LinkResult[]} results
 * @param {string} origin the served site, e.g. http://127.0.0.1:9100
 * @returns {Omit<LinkReport, "starts" | "pagesCrawled">}
 */
export const summarizeLinks = (results, origin) => {
  const isLocal = (/** @type {string} */ url) => url === origin || url.startsWith(`${origin}/`);
  return {
    ok: results.filter((result) => result.state === "OK").length,
    broken: results
      .filter((result) => result.state === "BROKEN")
      .map((result) => ({ url: result.url, status: result.status, parent: result.parent })),
    skippedLocal: results.filter((result) => result.state === "SKIPPED" && isLocal(result.url)).map((result) => result.url),
    skippedElsewhere: results.filter((result) => result.state === "SKIPPED" && !isLocal(result.url)).length,
  };
};
