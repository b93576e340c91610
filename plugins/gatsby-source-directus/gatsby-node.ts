/**
 * gatsby-source-directus: sources Directus posts, categories and the files they show, and the
 * menus and site details (src/navigation.ts), into typed nodes (src/source.ts, src/schema.ts),
 * and owns the post contract: `DirectusPost`'s
 * CMS fields plus `bodyHtml` (sanitised on an allow-list, CMS images replaced by copies
 * published with the site), `dateCreatedText` ('05 Mar 2024') and `bodyImages`
 * (src/post-contract.ts). A body image is a CMS file when its `src` is
 * `<url>/assets/<uuid>[/<filename>][?<query>]` (src/asset-url.ts).
 *
 * Options: `url` (DIRECTUS_URL), `siteUrl`, `includeDrafts`, `pageSize`, `retries`. The token is
 * read from the DIRECTUS_TOKEN environment variable, never from the options: Gatsby records
 * options as SitePlugin nodes, and `gatsby develop` answers GraphQL to any page, so a token
 * there would be readable by any site its developer visits. A `token` option is refused.
 */
import type { GatsbyNode } from "gatsby";
import { polyfillImageServiceDevRoutes } from "gatsby-plugin-utils/polyfill-remote-file";
import { defaultOptions, tokenOptionMessage } from "./src/options";

export { onPluginInit } from "./src/request-headers";
export { createResolvers } from "./src/asset-image-resolvers";
export { createSchemaCustomization } from "./src/schema";
export { sourceNodes } from "./src/source";

const missingUrlMessage =
  "DIRECTUS_URL is not set: run `npm run build` or `npm start` (they start the embedded CMS), or set DIRECTUS_URL to your Directus API";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    url: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .messages({
        "any.required": missingUrlMessage,
        "string.empty": missingUrlMessage,
        "string.uri": "DIRECTUS_URL must be an http(s) URL such as http://127.0.0.1:8055",
        "string.uriCustomScheme": "DIRECTUS_URL must be an http(s) URL such as http://127.0.0.1:8055",
      })
      .description("Base URL of the Directus API (DIRECTUS_URL)"),
    // The token comes from the environment (DIRECTUS_TOKEN) only: Gatsby keeps options as
    // SitePlugin nodes, which gatsby develop answers to any page through /___graphql.
    token: Joi.any().forbidden().messages({ "any.unknown": tokenOptionMessage }),
    siteUrl: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .messages({
        "any.required": "gatsby-source-directus needs `siteUrl` (set it from siteMetadata.siteUrl in gatsby-config)",
        "string.uri": "siteUrl must be an http(s) URL such as https://www.northbeam.studio",
        "string.uriCustomScheme": "siteUrl must be an http(s) URL such as https://www.northbeam.studio",
      })
      .description("The site's own origin (siteMetadata.siteUrl); decides which links of a post body are external"),
    pageSize: Joi.number().integer().min(1).max(1000).default(defaultOptions.pageSize),
    includeDrafts: Joi.boolean().default(defaultOptions.includeDrafts),
    retries: Joi.number().integer().min(0).max(10).default(defaultOptions.retries),
  });

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  polyfillImageServiceDevRoutes(app, store as unknown as Parameters<typeof polyfillImageServiceDevRoutes>[1]);
};
