/**
 * Which HTML files a build must have, from the build's own records: one per page in Gatsby's
 * page manifest (`public/page-data/<page>/page-data.json`, whose `path` names the page) and one
 * forwarding page per `createRedirect` whose source the build wrote a file for
 * (`.cache/site-redirects.json`, the build's record of every redirect: Gatsby's own
 * `.cache/redirects.json` lacks those its browser runtime does not follow; src/gatsby/node/redirect-stubs.ts). The validators check every one
 * of them and compare what they found with this list, so a page left out is an error, not a
 * smaller count.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The file Gatsby writes for a page path: `/` → `index.html`, `/about/` → `about/index.html`,
 * `/404.html` → `404.html`.
 * @param {string} pagePath
 */
export const htmlFileOfPath = (pagePath) => {
  const relative = pagePath.replace(/^\/+/, "");
  if (relative.endsWith(".html")) return relative;
  return relative === "" ? "index.html" : `${relative.replace(/\/*$/, "")}/index.html`;
};

/**
 * Every file under `dir` whose name matches, as paths relative to `dir` with forward slashes.
 * @param {string} dir
 * @param {(name: string) => boolean} wanted
 * @returns {string[]}
 */
export const filesUnder = (dir, wanted) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();

/**
 * Gatsby's HTML fragments for slices (`_gatsby/slices/*.html`): pieces of pages, not documents;
 * their markup is checked inside the pages that include them.
 * @param {string} file
 */
export const isSliceFragment = (file) => file.startsWith("_gatsby/");

/**
 * @typedef {object} BuiltPages
 * @property {string[]} pages the page paths in the page manifest
 * @property {string[]} forwarding the redirect sources with a forwarding page
 * @property {string[]} expected the HTML files those two make (relative to the site folder)
 * @property {string[]} found the HTML files in the site folder, slices' fragments left out
 * @property {string[]} missing expected but not found
 * @property {string[]} unexpected found but not expected
 */

/**
 * @param {string} siteDir the build's `public/`
 * @param {string} [cacheDir] the build's `.cache/` (beside `public/` by default)
 * @returns {BuiltPages}
 */
export const builtPages = (siteDir, cacheDir = path.join(siteDir, "..", ".cache")) => {
  const pageDataDir = path.join(siteDir, "page-data");
  const pages = filesUnder(pageDataDir, (name) => name === "page-data.json").map((file) => {
    const { path: pagePath } = /** @type {{ path: unknown }} */ (JSON.parse(readFileSync(path.join(pageDataDir, file), "utf8")));
    if (typeof pagePath !== "string") throw new Error(`page-data/${file} names no page path`);
    return pagePath;
  });
  const redirectsFile = path.join(cacheDir, "site-redirects.json");
  const redirects = existsSync(redirectsFile)
    ? /** @type {{ fromPath: string }[]} */ (JSON.parse(readFileSync(redirectsFile, "utf8")))
    : [];
  const forwarding = redirects
    .map((redirect) => redirect.fromPath)
    .filter((fromPath) => existsSync(path.join(siteDir, htmlFileOfPath(fromPath))));
  const expected = [...new Set([...pages, ...forwarding].map(htmlFileOfPath))].sort();
  const found = filesUnder(siteDir, (name) => name.endsWith(".html")).filter((file) => !isSliceFragment(file));
  const foundSet = new Set(found);
  const expectedSet = new Set(expected);
  return {
    pages: pages.sort(),
    forwarding: forwarding.sort(),
    expected,
    found,
    missing: expected.filter((file) => !foundSet.has(file)),
    unexpected: found.filter((file) => !expectedSet.has(file)),
  };
};

/**
 * The address a page file is served at: `index.html` → `/`, `about/index.html` → `/about/`.
 * @param {string} file
 */
export const pathOfHtmlFile = (file) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
