import type { GatsbyConfig } from "gatsby";
import { feedOptions } from "./src/gatsby/node/feed-options";
import { manifestOptions } from "./src/gatsby/node/manifest-options";
import { defaultSiteUrl } from "./src/lib/site-url";
import { previewDevelopMiddleware } from "./src/gatsby/node/preview-frame";
import { siteHeaders } from "./src/gatsby/node/security-headers";
import { sitemapOptions } from "./src/gatsby/node/sitemap-options";

/**
 * The site's identity lives here and nowhere else: components read it through
 * `useSiteMetadata`, page heads through `Seo`.
 */
const siteMetadata = {
  agencyName: "Northbeam Studio",
  titleSeparator: " | ",
  description:
    "Northbeam Studio is a US based software development agency: custom software, web and mobile apps, UI/UX design and systems integration consulting.",
  siteUrl: process.env.SITE_URL ?? defaultSiteUrl,
  contactEmail: "hello@northbeam.studio",
  supportEmail: "support@northbeam.studio",
  locale: "en_US",
};

const config: GatsbyConfig = {
  siteMetadata,
  trailingSlash: "always",
  // Sent by a host's Gatsby adapter (src/gatsby/node/security-headers.ts).
  headers: siteHeaders,
  // The preview server (`npm run preview`, drafts) may be framed by the CMS's app only
  // (src/gatsby/node/preview-frame.ts); other develop servers keep Gatsby's defaults.
  developMiddleware: previewDevelopMiddleware(process.env),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Class names like "PostCard__Title-sc-…" help while developing; in a build they only
      // add bytes to every page's HTML and scripts.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false },
    },
    "gatsby-plugin-image",
    // Ours (plugins/): pre-built images no longer fetch the client-side image renderer.
    "gatsby-plugin-image-renderer-on-demand",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // The project's own artwork (npm run art), queried by name in the marketing pages.
      resolve: "gatsby-source-filesystem",
      options: { name: "art", path: `${__dirname}/src/images/art` },
    },
    {
      // Our local source plugin (plugins/gatsby-source-directus). `npm run build` and
      // `npm start` set DIRECTUS_URL to the embedded CMS unless it is given.
      resolve: "gatsby-source-directus",
      options: {
        url: process.env.DIRECTUS_URL ?? "",
        token: process.env.DIRECTUS_TOKEN || undefined,
        includeDrafts: process.env.DIRECTUS_INCLUDE_DRAFTS === "true",
        siteUrl: siteMetadata.siteUrl,
      },
    },
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(siteMetadata) },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-plugin-feed", options: feedOptions(siteMetadata.agencyName) },
  ],
};

export default config;
