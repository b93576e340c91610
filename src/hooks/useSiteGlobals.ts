import { graphql, useStaticQuery } from "gatsby";
import { siteGlobals, type SiteGlobals } from "../lib/navigation/site-globals";

/**
 * The site's identity, menus, header button and copyright line, for every page's layout and
 * head: gatsby-config's siteMetadata, with the agency's name and addresses the editors keep in
 * Directus (`site_globals`), and the menus (`navigation_menus`, `navigation_links`). One static
 * query: a change of any of them in the CMS re-renders every page once, and nothing else does.
 */
export const useSiteGlobals = (): SiteGlobals =>
  siteGlobals(
    useStaticQuery<Queries.SiteGlobalsQuery>(graphql`
      query SiteGlobals {
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
        directusSiteGlobals {
          agencyName
          copyrightLine
          contactEmail
          supportEmail
          headerButton {
            directusId
            title
            targetType
            route
            post
            pageSlug
            url
          }
        }
        allDirectusNavigationMenu {
          nodes {
            key
            title
          }
        }
        allDirectusNavigationLink {
          nodes {
            directusId
            title
            targetType
            route
            post
            pageSlug
            url
            menu
            parentLink
            sort
          }
        }
      }
    `),
  );
