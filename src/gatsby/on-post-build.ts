import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { robotsTxt } from "../lib/robots";

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } } | null;
}

/** robots.txt (pointing at the sitemap index) and the default social-sharing card. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
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
};
