import { graphql, useStaticQuery } from "gatsby";

export interface SiteMetadata {
  agencyName: string;
  titleSeparator: string;
  description: string;
  siteUrl: string;
  contactEmail: string;
  supportEmail: string;
  locale: string;
}

/** The one place components read the agency's name, URL and e-mail addresses from. */
export const useSiteMetadata = (): SiteMetadata => {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
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
  const metadata = data.site?.siteMetadata;
  if (!metadata) throw new Error("siteMetadata is missing from gatsby-config.ts");
  return metadata as SiteMetadata;
};
