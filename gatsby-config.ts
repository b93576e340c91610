import type { GatsbyConfig } from "gatsby";
import selfHostedAdapter from "./platform/adapter/index.mjs";
import { feedOptions } from "./src/gatsby/node/feed-options";
import { manifestOptions } from "./src/gatsby/node/manifest-options";
import { previewDevelopMiddleware } from "./src/gatsby/node/preview-frame";
import { siteHeaders } from "./src/gatsby/node/security-headers";
import { siteMetadata } from "./src/gatsby/node/site-metadata";
import { exitOnInvalidSiteSettings } from "./src/gatsby/node/site-settings-check";

// A SITE_URL, FORMS_ALLOWED_ORIGINS or TRUST_PROXY that is not valid stops the build here,
// naming the variable (src/gatsby/node/site-settings-check.ts).
exitOnInvalidSiteSettings(process.env);

/**
 * The adapter that turns a build into what a host runs. SITE_ADAPTER=self-hosted: ours, for our
 * own machines (nginx and the Functions server, platform/). Unset: Gatsby picks the adapter of
 * the host it builds on (Netlify's when NETLIFY is set) or none, as a plain `npm run build`.
 * Not a GATSBY_ variable: those reach webpack's definitions, and a change would rebuild every bundle.
 */
const adapterFor = (name: string | undefined): Pick<GatsbyConfig, "adapter"> => {
  if (!name) return {};
  if (name === "self-hosted") return { adapter: selfHostedAdapter() };
  throw new Error(`SITE_ADAPTER="${name}" is not known; use "self-hosted" or leave it unset.`);
};

const config: GatsbyConfig = {
  ...adapterFor(process.env.SITE_ADAPTER),
  // The site's identity (src/gatsby/node/site-metadata.ts): GraphQL's `site.siteMetadata`, which
  // components read through useSiteMetadata; Node code imports the module itself.
  siteMetadata,
  trailingSlash: "always",
  // Sent by a host's Gatsby adapter (src/gatsby/node/security-headers.ts).
  headers: siteHeaders,
  // The preview server (`npm run preview`, drafts) may be framed by the CMS's app only
  // (src/gatsby/node/preview-frame.ts); other develop servers keep Gatsby's defaults.
  developMiddleware: previewDevelopMiddleware(process.env),
  // Result types of every named query, written on each build into the committed
  // src/gatsby-types.d.ts as `Queries.<Name>Query`: the page and static queries under src/, and
  // (documentSearchPaths) the queries of the Node side, in `graphql(`...`)` calls or template
  // literals marked `/* GraphQL */`. Gatsby reads those with every `${...}` removed and silently
  // drops all of them when one does not parse (src/gatsby/node/__tests__/typegen-documents.test.ts).
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    documentSearchPaths: [
      "./gatsby-node.ts",
      "./plugins/**/gatsby-node.ts",
      "./src/gatsby/node/**/*.ts",
      "!./src/gatsby/node/**/__tests__/**",
    ],
    // Not in an adapter's build: Gatsby adds `Site.adapter` to the schema then, and the committed
    // types are the plain build's (CI compares them after `npm run build`).
    generateOnBuild: !process.env.SITE_ADAPTER,
  },
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
    // Ours (plugins/): no role on the sizer image, which HTML forbids beside alt="" (docs/testing.md).
    "gatsby-plugin-image-sizer-without-role",
    {
      resolve: "gatsby-plugin-sharp",
      // AVIF at sharp's effort 2 instead of its default 4: encoded 6-8 times faster, the art's AVIF
      // files 2.5 % larger in all, at most 6 % an image (docs/performance.md#avif-encoding-effort);
      // the encoding was most of a cold build's image work. `effort` reaches sharp through
      // patches/ (the plugin dropped it).
      options: { defaults: { avifOptions: { effort: 2 } } },
    },
    "gatsby-transformer-sharp",
    {
      // The project's own artwork (npm run art), queried by name in the marketing pages.
      resolve: "gatsby-source-filesystem",
      options: { name: "art", path: `${__dirname}/src/images/art` },
    },
    {
      // Our local source plugin (plugins/gatsby-source-directus). `npm run build` and
      // `npm start` set DIRECTUS_URL to the embedded CMS unless it is given. Its token is read
      // from DIRECTUS_TOKEN by the plugin itself, never passed here: Gatsby keeps plugin options
      // as GraphQL nodes, which `gatsby develop` shows to any page (the plugin refuses one).
      resolve: "gatsby-source-directus",
      options: {
        url: process.env.DIRECTUS_URL ?? "",
        includeDrafts: process.env.DIRECTUS_INCLUDE_DRAFTS === "true",
        siteUrl: siteMetadata.siteUrl,
      },
    },
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(siteMetadata) },
    { resolve: "gatsby-plugin-feed", options: feedOptions() },
  ],
};

export default config;
