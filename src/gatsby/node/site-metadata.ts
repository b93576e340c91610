import { defaultSiteUrl } from "../../lib/site-url";

/**
 * The site's identity, in one place. Each side reads it one way:
 *
 * - Node (gatsby-config, gatsby-node hooks, plugin options, tests, e2e) imports `siteMetadata`
 *   from this module. A query cannot be that one way: gatsby-config needs the values before
 *   the GraphQL layer exists (the manifest, the source plugin's `siteUrl`), and an import is
 *   typed and synchronous everywhere.
 * - Components (server rendering and the browser) call `useSiteMetadata()`
 *   (src/hooks/useSiteMetadata.ts), which reads gatsby-config's `siteMetadata` (this object)
 *   through the layout's static query, with the agency's name and addresses as the editors keep
 *   them in Directus (`site_globals`, which starts with this object's values:
 *   cms/provisioning/site-navigation.mjs). They may not import this module: it runs in Node
 *   (SITE_URL is read here at build time), and ESLint allows browser and server-rendering code
 *   only type imports from src/gatsby/node.
 */
export const siteMetadata = {
  agencyName: "Northbeam Studio",
  titleSeparator: " | ",
  description:
    "Northbeam Studio is a US based software development agency: custom software, web and mobile apps, UI/UX design and systems integration consulting.",
  // Empty counts as unset, as for the Functions (src/server/site-settings.ts).
  siteUrl: process.env.SITE_URL || defaultSiteUrl,
  contactEmail: "hello@northbeam.studio",
  supportEmail: "support@northbeam.studio",
  locale: "en_US",
} satisfies Record<string, string>;

/**
 * `site.siteMetadata` and each of its fields declared non-null, so the generated query types
 * (src/gatsby-types.d.ts) need no null checks. The fields are the keys of `siteMetadata`, all
 * strings; `@dontInfer` keeps GraphQL to them. Gatsby's built-in `title` stays in the type,
 * nullable (and null: the site names itself with `agencyName`). `Site` keeps inferring its other
 * fields (host, port, pathPrefix...).
 */
export const siteMetadataTypeDefs = `
  type SiteSiteMetadata @dontInfer {
${Object.keys(siteMetadata)
  .map((field) => `    ${field}: String!`)
  .join("\n")}
  }

  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
`;
