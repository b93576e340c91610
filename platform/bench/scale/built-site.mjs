/**
 * What the scale test reads of a build in public/ (and of src/pages): the pages in the build's
 * manifest, a post's or landing page's own pages and whether a text reached their HTML, and
 * /blog/'s page data.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Files under `dir` (recursively) whose name `matches`; 0 when `dir` does not exist.
 * @param {string} dir
 * @param {(name: string) => boolean} matches
 */
const countFiles = (dir, matches) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && matches(entry.name)).length
    : 0;

/**
 * Pages of the build: Gatsby writes one page-data.json per page under public/page-data.
 * @param {string} [publicDir]
 */
export const pagesInBuild = (publicDir = "public") =>
  countFiles(path.join(publicDir, "page-data"), (name) => name === "page-data.json");

/**
 * Page files in src/pages (each makes at least one page), tests left out.
 * @param {string} [pagesDir]
 */
export const sourcePageFiles = (pagesDir = "src/pages") =>
  existsSync(pagesDir)
    ? readdirSync(pagesDir, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name) && !entry.parentPath.includes("__tests__"),
      ).length
    : 0;

/**
 * A post's own pages: its page and its light twin (src/lib/blog/paths.ts's postPath,
 * src/lib/light-mirror.ts's toLightPath).
 * @param {number} id
 */
export const postPages = (id) => [`/blog/${id}/`, `/light/blog/${id}/`];

/** The blog's first page and its light twin: they show the four newest posts' cards. */
export const blogIndexPages = ["/blog/", "/light/blog/"];

/** The sidebar's newest posts and category counts under public/ (src/lib/blog/list-chunks.ts's sidebarDataPath). */
export const sidebarDataFile = "blog-data/sidebar.json";

/**
 * A landing page's own pages: `/<slug>/` and its light twin (src/gatsby/node/landing-pages.ts).
 * @param {string} slug
 */
export const landingPagePaths = (slug) => [`/${slug}/`, `/light/${slug}/`];

/**
 * Text as React writes it into HTML.
 * @param {string} text
 */
export const escapeHtmlText = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * Whether each page's built HTML holds `text`; a page without its file does not.
 * @param {string[]} pagePaths
 * @param {string} text
 * @param {string} [publicDir]
 * @returns {{ file: string, text: string, found: boolean }[]}
 */
export const textInBuiltPages = (pagePaths, text, publicDir = "public") =>
  pagePaths.map((pagePath) => {
    const file = path.join(publicDir, pagePath, "index.html");
    return { file, text, found: existsSync(file) && readFileSync(file, "utf8").includes(escapeHtmlText(text)) };
  });

/**
 * Whether a data file of the build (its path under public/) holds `text` as JSON writes it.
 * @param {string} relativePath
 * @param {string} text
 * @param {string} [publicDir]
 * @returns {{ file: string, text: string, found: boolean }}
 */
export const textInBuiltFile = (relativePath, text, publicDir = "public") => {
  const file = path.join(publicDir, relativePath);
  return { file, text, found: existsSync(file) && readFileSync(file, "utf8").includes(JSON.stringify(text).slice(1, -1)) };
};

/**
 * /blog/'s page data in public/: its size, and the posts in it (the page's query,
 * src/pages/blog.tsx) with the bytes of the smallest one's entry.
 * @param {string} [publicDir]
 * @returns {{ bytes: number, posts: number, smallestPostBytes: number }}
 */
export const blogPageData = (publicDir = "public") => {
  const file = path.join(publicDir, "page-data/blog/page-data.json");
  const json = /** @type {{ result?: { data?: { allDirectusPost?: { nodes?: unknown[] } } } }} */ (
    JSON.parse(readFileSync(file, "utf8"))
  );
  const nodes = json.result?.data?.allDirectusPost?.nodes;
  if (!Array.isArray(nodes) || nodes.length === 0) throw new Error(`${file} has no posts at result.data.allDirectusPost.nodes`);
  return {
    bytes: statSync(file).size,
    posts: nodes.length,
    smallestPostBytes: Math.min(...nodes.map((node) => Buffer.byteLength(JSON.stringify(node)))),
  };
};
