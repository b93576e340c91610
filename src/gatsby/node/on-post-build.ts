import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { robotsTxt } from "../../lib/robots";
import { canonicalUrl } from "../../lib/seo";
import { isExternalAddress } from "../../../cms/extensions/redirects/rules.mjs";
import {
  readRedirectRecord,
  redirectRecordFile,
  removeStaleRedirectStubs,
  writeRedirectRecord,
  writeRedirectStubs,
  type Redirect,
} from "./redirect-stubs";
import { writeSearchIndex } from "./search-index";
import { sitemapEntries, writeSitemap, type SitemapPage, type SitemapPost } from "./sitemap";
import { siteMetadata } from "./site-metadata";

/**
 * robots.txt and the sitemaps it points at (written only when their list changed), the default
 * social-sharing card, pages that forward the redirected addresses on static hosts without
 * redirect rules (those of redirects the last build had and this one has not removed; and the
 * record of every redirect), and last the blog's search index (Pagefind, from the built post
 * pages).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ cache, graphql, reporter, store, getNodesByType }) => {
  const { siteUrl } = siteMetadata;
  const publicDir = path.resolve("public");
  await mkdir(publicDir, { recursive: true });
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  const entries = sitemapEntries(
    getNodesByType("SitePage") as unknown as SitemapPage[],
    getNodesByType("DirectusPost") as unknown as SitemapPost[],
    siteUrl,
  );
  const sitemapWritten = await writeSitemap({ publicDir, siteUrl, entries, cache });
  reporter.info(`Sitemap: ${entries.length} pages (${sitemapWritten ? "written" : "unchanged, kept"})`);

  const card = await readFile(path.resolve("src/images/social-card.svg"));
  await sharp(card).png({ compressionLevel: 9 }).toFile(path.join(publicDir, "social-card.png"));

  const { redirects } = store.getState() as { redirects: Redirect[] };
  const recordFile = path.resolve(redirectRecordFile);
  const gone = await removeStaleRedirectStubs(publicDir, await readRedirectRecord(recordFile), redirects);
  if (gone.length > 0) reporter.info(`Redirect forwarding pages removed (their redirect is gone): ${gone.join(", ")}`);
  await writeRedirectStubs(publicDir, redirects, (toPath) =>
    isExternalAddress(toPath) ? toPath : canonicalUrl(siteUrl, toPath),
  );
  await writeRedirectRecord(recordFile, redirects);

  const posts = await graphql<Queries.SearchIndexPostsQuery>(`
    query SearchIndexPosts {
      allDirectusPost {
        nodes {
          directusId
          status
        }
      }
    }
  `);
  if (posts.errors || !posts.data) {
    reporter.panicOnBuild("Could not query the posts for the search index", posts.errors);
    return;
  }
  await writeSearchIndex({ publicDir, cache, posts: posts.data.allDirectusPost.nodes, reporter });
};
