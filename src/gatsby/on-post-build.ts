import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { robotsTxt } from "../lib/robots";
import { canonicalUrl } from "../lib/seo";
import { writeRedirectStubs, type Redirect } from "./redirect-stubs";

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } } | null;
}

/**
 * robots.txt (pointing at the sitemap index), the default social-sharing card, and pages
 * that forward the redirected addresses on static hosts without redirect rules.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const result = await graphql<SiteUrlQuery>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata.siteUrl;
  if (result.errors || !siteUrl) {
    reporter.panicOnBuild("Could not read siteMetadata.siteUrl for robots.txt", result.errors);
    return;
  }

  const publicDir = path.resolve("public");
  await mkdir(publicDir, { recursive: true });
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));

  const card = await readFile(path.resolve("src/images/social-card.svg"));
  await sharp(card).png({ compressionLevel: 9 }).toFile(path.join(publicDir, "social-card.png"));

  const { redirects } = store.getState() as { redirects: Redirect[] };
  await writeRedirectStubs(publicDir, redirects, (toPath) => canonicalUrl(siteUrl, toPath));
};
