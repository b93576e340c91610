/**
 * What a build's pages show in their header: the links of the menu in each built page's
 * `<header>` (its `<nav>`: the menu's links and the header button), read from the HTML the build
 * wrote, for every page of the build's page manifest. The scale test (platform/bench/scale-bench.mjs)
 * and the menu end-to-end spec (e2e/menu-changes.spec.ts) check with it that a menu edit reached
 * every page. Tests: platform/build/__tests__/built-headers.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A page of the build: its path, its HTML file, and whether it has the tech-startup page's own
 * layout (whose header shows that page's sections, not the site's menu).
 * @typedef {{ path: string, htmlFile: string, ownLayout: boolean }} BuiltPage
 */

/**
 * The HTML file Gatsby writes for a page path: `/about/` → about/index.html, `/404.html` → 404.html.
 * @param {string} pagePath
 * @param {string} publicDir
 */
export const htmlFileOf = (pagePath, publicDir) =>
  path.join(publicDir, pagePath.endsWith("/") ? path.join(pagePath, "index.html") : pagePath);

/**
 * Every page of the build, from its page manifest (one public/page-data/<path>/page-data.json per
 * page, which names the page's path and context).
 * @param {string} [publicDir]
 * @returns {BuiltPage[]}
 */
export const builtPages = (publicDir = "public") => {
  const dataDir = path.join(publicDir, "page-data");
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "page-data.json")
    .map((entry) => {
      const data = /** @type {{ path: string, result?: { pageContext?: { layout?: string } } }} */ (
        JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
      );
      return {
        path: data.path,
        htmlFile: htmlFileOf(data.path, publicDir),
        ownLayout: data.result?.pageContext?.layout === "startup",
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
};

/** @param {string} html */
const decodeText = (html) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

/**
 * The texts of the links in a page's header menu (its `<header>`'s `<nav>`), in order; empty when
 * the page has no such menu.
 * @param {string} html
 * @returns {string[]}
 */
export const headerMenuTexts = (html) => {
  const header = /<header[\s>][\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  const nav = /<nav[\s>][\s\S]*?<\/nav>/.exec(header)?.[0] ?? "";
  return [...nav.matchAll(/<a[\s>][^>]*>([\s\S]*?)<\/a>/g)].map((match) => decodeText(match[1] ?? ""));
};

/**
 * Whether every built page of the site's layout shows `title` among its header menu's links.
 * @param {string} title
 * @param {string} [publicDir]
 * @returns {{ pagesInBuild: number, pagesChecked: number, ownLayoutPages: number, pagesWithout: string[] }}
 *   pagesWithout: the paths of checked pages whose header lacks it (or whose HTML is missing)
 */
export const headersShow = (title, publicDir = "public") => {
  const pages = builtPages(publicDir);
  const checked = pages.filter((page) => !page.ownLayout);
  const pagesWithout = checked
    .filter((page) => !existsSync(page.htmlFile) || !headerMenuTexts(readFileSync(page.htmlFile, "utf8")).includes(title))
    .map((page) => page.path);
  return {
    pagesInBuild: pages.length,
    pagesChecked: checked.length,
    ownLayoutPages: pages.length - checked.length,
    pagesWithout,
  };
};
