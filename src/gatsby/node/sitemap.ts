import { access, rm } from "node:fs/promises";
import path from "node:path";
import { simpleSitemapAndIndex } from "sitemap";
import { postPath } from "../../lib/blog/paths";
import { mainPathOfLightTwin } from "../../lib/light-mirror";
import { absoluteUrl } from "../../lib/seo";
import type { AnswerCache } from "./kept-answers";
import { sha256Hex } from "./text-digest";

/** A page as Gatsby's SitePage nodes hold it (`getNodesByType("SitePage")`; GraphQL's `pageContext` is `context`). */
export interface SitemapPage {
  path: string;
  context?: { canonicalPath?: unknown; noIndex?: unknown } | null;
}

/** A post node's fields the sitemap reads. */
export interface SitemapPost {
  directusId: string;
  dateUpdated: string;
}

export interface SitemapEntry {
  url: string;
  lastmod?: string;
}

/**
 * What a page's context says when its editor chose no-index (the SEO fields): the sitemap leaves
 * it out. Nothing otherwise, so that other pages' contexts stay as they were.
 */
export const noIndexContext = (noIndex: boolean): { noIndex?: true } => (noIndex ? { noIndex: true } : {});

/** Gatsby's copies of the 404 page (and develop's), which are no address of the site. */
const gatsbyNotFoundPaths = new Set(["/404/", "/404.html", "/dev-404-page/"]);

/**
 * The sitemap's entries, by address: every page that is its own canonical URL (not the light
 * twins, not the earlier site's duplicate addresses), that search engines may list (no `noIndex`
 * in its context) and that is not a 404 page, as absolute URLs, with `lastmod` for posts.
 */
export const sitemapEntries = (pages: Iterable<SitemapPage>, posts: readonly SitemapPost[], siteUrl: string): SitemapEntry[] => {
  const lastModified = new Map(posts.map((post) => [postPath(post.directusId), post.dateUpdated]));
  const entries: SitemapEntry[] = [];
  for (const page of pages) {
    if (gatsbyNotFoundPaths.has(page.path)) continue;
    // A light twin is the same content as its main page, which its canonical URL names.
    if (mainPathOfLightTwin(page.path) !== null) continue;
    // So is an earlier site's second address of a page (/team-details, /portfolio-details).
    const canonicalPath = page.context?.canonicalPath;
    if (canonicalPath && canonicalPath !== page.path) continue;
    // A page its editors keep out of search engines (the SEO fields' no-index).
    if (page.context?.noIndex === true) continue;
    const lastmod = lastModified.get(page.path);
    entries.push({ url: absoluteUrl(siteUrl, page.path), ...(lastmod ? { lastmod } : {}) });
  }
  return entries.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
};

/** The sitemaps' files in public/: the index, then one file per `sitemapFileLimit` entries. */
const sitemapIndexFile = "sitemap-index.xml";
const sitemapFile = (index: number): string => `sitemap-${index}.xml`;
/** The protocol allows 50,000 URLs a file; gatsby-plugin-sitemap, which this replaced, wrote 45,000. */
const sitemapFileLimit = 45_000;

const sitemapRecordKey = "sitemap-files";

interface SitemapRecord {
  digest: string;
  files: number;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface WriteSitemapOptions {
  publicDir: string;
  siteUrl: string;
  entries: readonly SitemapEntry[];
  /** Gatsby's cache, kept with `.cache/` between builds: the record of what was written. */
  cache: AnswerCache;
}

/**
 * Writes the sitemap index and its sitemaps with the `sitemap` library, unless the files in
 * public/ are already those of these entries (the record in Gatsby's cache says what was
 * written, and every file is there): a build with nothing changed, or a landing page's edit,
 * rewrites none of its 10,000 and more lines at 10,000 posts (a post's edit changes its
 * `lastmod`, so it does write). Removes the sitemaps a shorter list no longer has. Gives whether
 * it wrote.
 */
export const writeSitemap = async ({ publicDir, siteUrl, entries, cache }: WriteSitemapOptions): Promise<boolean> => {
  const files = Math.max(1, Math.ceil(entries.length / sitemapFileLimit));
  const digest = sha256Hex(JSON.stringify([siteUrl, sitemapFileLimit, entries]));
  const previous = (await cache.get(sitemapRecordKey)) as SitemapRecord | undefined;
  const paths = [sitemapIndexFile, ...Array.from({ length: files }, (_, index) => sitemapFile(index))].map((file) =>
    path.join(publicDir, file),
  );
  if (previous?.digest === digest && (await Promise.all(paths.map(exists))).every(Boolean)) return false;
  // No digest while writing: a build stopped halfway leaves no record vouching for its files.
  await cache.set(sitemapRecordKey, { digest: "", files: previous?.files ?? 0 } satisfies SitemapRecord);
  await simpleSitemapAndIndex({
    hostname: siteUrl,
    // The library takes a folder relative to the working directory only.
    destinationDir: path.relative(process.cwd(), publicDir) || ".",
    publicBasePath: "/",
    sourceData: [...entries],
    limit: sitemapFileLimit,
    gzip: false,
  });
  for (let index = files; index < (previous?.files ?? 0); index += 1) {
    await rm(path.join(publicDir, sitemapFile(index)), { force: true });
  }
  await cache.set(sitemapRecordKey, { digest, files } satisfies SitemapRecord);
  return true;
};
