/**
 * The four outside checks of a built and served site, each returning counts and problems
 * (an empty `problems` list means it passed). e2e/validators/validate-site.mjs runs them from the
 * command line; e2e/validators.spec.ts runs that against the end-to-end tests' server and adds
 * what only the CMS knows (how many posts the feed and the JSON-LD must have).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pathOfHtmlFile } from "./built-pages.mjs";
import { countLazyImageMarkup, gatsbyImageErrorKinds } from "./gatsby-image-markup.mjs";
import { sortNuMessages } from "./html-validation.mjs";
import { checkPageJsonLd } from "./json-ld.mjs";
import { checkLinks } from "./link-check.mjs";
import { runNuHtmlChecker } from "./nu-html-checker.mjs";
import { checkRssFeed } from "./rss-feed.mjs";

/** @typedef {import("./built-pages.mjs").BuiltPages} BuiltPages */

/**
 * The production origin the build writes into its pages (SITE_URL at build time): the home
 * page's canonical link.
 * @param {string} siteDir
 */
export const siteUrlOfBuild = (siteDir) => {
  const home = readFileSync(path.join(siteDir, "index.html"), "utf8");
  const canonical =
    /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(home)?.[1] ??
    /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(home)?.[1];
  if (!canonical) throw new Error("the built home page has no canonical link to read the site's origin from");
  return new URL(canonical).origin;
};

/**
 * @param {Record<string, number>} counts
 * @param {Record<string, number>} more
 */
const addCounts = (counts, more) => {
  for (const [key, value] of Object.entries(more)) counts[key] = (counts[key] ?? 0) + value;
  return counts;
};

/**
 * The Nu HTML Checker over every page file; the site's own errors must be none, and
 * gatsby-plugin-image's known ones exactly one per lazy element of their kind.
 * @param {string} siteDir
 * @param {BuiltPages} pages
 */
export const checkHtml = async (siteDir, pages) => {
  const files = pages.found.map((file) => path.join(siteDir, file));
  const { messages, checkedFiles } = await runNuHtmlChecker(files);
  /** @type {Map<string, string>} */
  const markup = new Map();
  const readHtml = (/** @type {string} */ file) => {
    if (!markup.has(file)) markup.set(file, readFileSync(file, "utf8"));
    return /** @type {string} */ (markup.get(file));
  };
  const errors = sortNuMessages(messages, (url) => readHtml(fileURLToPath(url)));
  const lazyMarkup = files.reduce(
    (counts, file) => addCounts(counts, countLazyImageMarkup(readHtml(file))),
    /** @type {Record<string, number>} */ ({}),
  );
  const siteErrors = errors.site.map((message) => ({
    file: message.url ? path.relative(siteDir, fileURLToPath(message.url)) : "(no file)",
    line: message.lastLine,
    message: message.message,
    extract: message.extract,
  }));
  /** @type {Map<string, string[]>} */
  const placesByMessage = new Map();
  for (const error of siteErrors)
    placesByMessage.set(error.message, [...(placesByMessage.get(error.message) ?? []), `${error.file}:${error.line}`]);
  const problems = [
    ...[...placesByMessage].map(
      ([message, places]) =>
        `${places.length} × ${message} (${places.slice(0, 3).join(", ")}${places.length > 3 ? ", ..." : ""})`,
    ),
    ...(checkedFiles.length === files.length
      ? []
      : [`the checker read ${checkedFiles.length} of the ${files.length} page files`]),
    ...gatsbyImageErrorKinds
      .filter((kind) => errors.gatsbyImage[kind.id] !== lazyMarkup[kind.id])
      .map(
        (kind) =>
          `gatsby-plugin-image "${kind.id}": ${errors.gatsbyImage[kind.id]} errors for ${lazyMarkup[kind.id]} such elements`,
      ),
  ];
  return {
    filesChecked: checkedFiles.length,
    messages: messages.length,
    siteErrors,
    gatsbyImage: errors.gatsbyImage,
    lazyMarkup,
    problems,
  };
};

/**
 * Every page's JSON-LD.
 * @param {string} siteDir
 * @param {BuiltPages} pages
 */
export const checkJsonLd = (siteDir, pages) => {
  /** @type {Record<string, string[]>} */
  const typesByPage = {};
  /** @type {string[]} */
  const problems = [];
  for (const file of pages.found) {
    const page = pathOfHtmlFile(file);
    const report = checkPageJsonLd(readFileSync(path.join(siteDir, file), "utf8"), page);
    if (report.types.length > 0) typesByPage[page] = report.types;
    problems.push(...report.problems);
  }
  const byType = Object.values(typesByPage)
    .flat()
    .reduce((counts, type) => addCounts(counts, { [type]: 1 }), /** @type {Record<string, number>} */ ({}));
  return { pagesRead: pages.found.length, typesByPage, byType, problems };
};

/**
 * The feed as the server sends it.
 * @param {string} origin
 */
export const checkFeed = async (origin) => {
  const url = new URL("/rss.xml", origin).href;
  const response = await fetch(url);
  const contentType = response.headers.get("content-type") ?? "";
  const report = checkRssFeed(await response.text());
  const problems = [
    ...(response.status === 200 ? [] : [`${url} answered ${response.status}`]),
    ...(/^(application\/(rss\+)?xml|text\/xml)\b/.test(contentType) ? [] : [`${url} is sent as "${contentType}", not XML`]),
    ...report.problems,
  ];
  return { url, items: report.items, bodyLinks: report.bodyLinks, problems };
};

/**
 * Every link of every page, against the served site.
 * @param {string} origin
 * @param {string} siteUrl
 * @param {BuiltPages} pages
 */
export const checkSiteLinks = async (origin, siteUrl, pages) => {
  const report = await checkLinks({ origin, paths: pages.found.map(pathOfHtmlFile), siteUrl });
  const crawled = new Set(report.pagesCrawled);
  const notCrawled = pages.found.map((file) => new URL(pathOfHtmlFile(file), origin).href).filter((url) => !crawled.has(url));
  const problems = [
    ...report.broken.map((link) => `broken (${link.status ?? "no answer"}): ${link.url} on ${link.parent ?? "(start)"}`),
    ...report.skippedLocal.map((url) => `skipped although it is the served site's: ${url}`),
    ...notCrawled.map((url) => `page not read for links: ${url}`),
    ...(report.pagesCrawled.length === report.starts
      ? []
      : [`${report.pagesCrawled.length} pages read for ${report.starts} pages given`]),
  ];
  return { ...report, problems };
};
