#!/usr/bin/env node
/**
 * `npm run validate`: outside validators over a build and the server that serves it
 * (docs/testing.md, "Outside validators"):
 *
 * - html: the W3C Nu HTML Checker over every page file (Java); no error in the site's own
 *   markup, gatsby-plugin-image's known lazy-loading errors counted by kind;
 * - json-ld: every page's JSON-LD against the schema.org types the site uses;
 * - feed: /rss.xml as RSS 2.0 (needs --url);
 * - links: linkinator over every page of the served site (needs --url).
 *
 *   node e2e/validators/validate-site.mjs [--site public] [--url http://127.0.0.1:9100]
 *     [--checks html,json-ld,feed,links] [--json]
 *
 * Every check compares the pages it covered with the build's own list (page manifest and
 * forwarding pages, e2e/validators/built-pages.mjs). Prints a summary on stderr (and
 * with --json the whole report on stdout); exits 1 when any check found a problem.
 * e2e/validators.spec.ts runs it against the end-to-end tests' server.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { builtPages } from "./built-pages.mjs";
import { checkFeed, checkHtml, checkJsonLd, checkSiteLinks, siteUrlOfBuild } from "./site-checks.mjs";

const allChecks = ["html", "json-ld", "feed", "links"];
const { values } = parseArgs({
  options: {
    site: { type: "string", default: "public" },
    url: { type: "string" },
    checks: { type: "string", default: allChecks.join(",") },
    json: { type: "boolean", default: false },
  },
});
const siteDir = path.resolve(values.site);
const checks = values.checks.split(",").map((check) => check.trim());
const unknown = checks.filter((check) => !allChecks.includes(check));
if (unknown.length > 0) {
  console.error(`validate: unknown check ${unknown.join(", ")}; the checks are ${allChecks.join(", ")}`);
  process.exit(2);
}
const origin = values.url?.replace(/\/+$/, "");
if (!origin && (checks.includes("feed") || checks.includes("links"))) {
  console.error("validate: the feed and links checks need the served site: --url http://127.0.0.1:PORT");
  process.exit(2);
}

const pages = builtPages(siteDir);
/** @type {Record<string, { problems: string[] } & Record<string, unknown>>} */
const results = {};
const timings = /** @type {Record<string, number>} */ ({});
const timed = async (
  /** @type {string} */ name,
  /** @type {() => Promise<{ problems: string[] }> | { problems: string[] }} */ check,
) => {
  const started = performance.now();
  results[name] = /** @type {{ problems: string[] } & Record<string, unknown>} */ (await check());
  timings[name] = Math.round(performance.now() - started);
};

results.pages = {
  inManifest: pages.pages.length,
  forwarding: pages.forwarding.length,
  files: pages.found.length,
  problems: [
    ...pages.missing.map((file) => `a page of the manifest has no file: ${file}`),
    ...pages.unexpected.map((file) => `an HTML file that is no page of the manifest nor a forwarding page: ${file}`),
  ],
};
// One at a time: the machine's two cores are shared with the other tests.
if (checks.includes("html")) await timed("html", () => checkHtml(siteDir, pages));
if (checks.includes("json-ld")) await timed("json-ld", () => checkJsonLd(siteDir, pages));
if (origin && checks.includes("feed")) await timed("feed", () => checkFeed(origin));
if (origin && checks.includes("links")) await timed("links", () => checkSiteLinks(origin, siteUrlOfBuild(siteDir), pages));

const failed = Object.entries(results).filter(([, result]) => result.problems.length > 0);
for (const [name, result] of Object.entries(results)) {
  const time = timings[name] === undefined ? "" : ` in ${(timings[name] / 1000).toFixed(1)} s`;
  console.error(`validate: ${name}: ${result.problems.length === 0 ? "passed" : `${result.problems.length} problems`}${time}`);
  for (const problem of result.problems.slice(0, 50)) console.error(`  ${problem}`);
  if (result.problems.length > 50) console.error(`  ... and ${result.problems.length - 50} more`);
}
if (values.json) console.log(JSON.stringify({ siteDir, origin, results, timings }, null, 2));
process.exit(failed.length === 0 ? 0 : 1);
