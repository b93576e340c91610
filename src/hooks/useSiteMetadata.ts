import { graphql, useStaticQuery } from "gatsby";

/** The site's identity as components get it (declared non-null: src/gatsby/node/site-metadata.ts). */
export type SiteMetadata = NonNullable<Queries.SiteMetadataQuery["site"]>["siteMetadata"];

/**
 * The one way components (server rendering and the browser) read the agency's name, URL and
 * e-mail addresses. Node code imports src/gatsby/node/site-metadata.ts instead.
 */
export const useSiteMetadata = (): SiteMetadata => {
  const { site } = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          agencyName
          titleSeparator
          description
          siteUrl
          contactEmail
          supportEmail
          locale
        }
      }
    }
  `);
  // Gatsby's root `site` field is nullable in every schema (a lookup of the Site node, which
  // every build has); what it holds is declared non-null.
  if (!site) throw new Error("Gatsby's Site node is missing");
  return site.siteMetadata;
};
