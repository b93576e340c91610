/**
 * linkinator over the served site: every page of the build is a starting point (so none is
 * left out because nothing links to it), every link, image, script, stylesheet and `<meta>`
 * address on them is requested, and pages are crawled once each. Addresses written with the
 * production origin (canonical links, Open Graph images: SITE_URL) are rewritten to the served
 * site and checked there; other origins are skipped (the machine is offline).
 */
import { LinkChecker } from "linkinator";
import { summarizeLinks } from "./link-summary.mjs";

/** @typedef {import("./link-summary.mjs").LinkReport} LinkReport */

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * @param {object} options
 * @param {string} options.origin the served site
 * @param {string[]} options.paths every page's address on it
 * @param {string} options.siteUrl the production origin the pages write (SITE_URL)
 * @param {number} [options.concurrency] requests at a time: the server is shared with other tests
 * @returns {Promise<LinkReport>}
 */
export const checkLinks = async ({ origin, paths, siteUrl, concurrency = 8 }) => {
  const checker = new LinkChecker();
  /** @type {Set<string>} */
  const pagesCrawled = new Set();
  checker.on("pagestart", (url) => pagesCrawled.add(String(url)));
  const { links } = await checker.check({
    path: paths.map((pagePath) => new URL(pagePath, origin).href),
    recurse: true,
    concurrency,
    timeout: 10_000,
    // Rewritten before the skip list applies (linkinator's order), so these are checked locally.
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(siteUrl.replace(/\/+$/, ""))}(?=/|$)`), replacement: origin }],
    linksToSkip: [`^(?!${escapeRegExp(origin)}(/|$))`],
  });
  return { starts: paths.length, pagesCrawled: [...pagesCrawled].sort(), ...summarizeLinks(links, origin) };
};
