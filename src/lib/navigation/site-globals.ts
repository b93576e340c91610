import { siteNavigation, type SiteNavigation } from "./site-navigation";

/** The site's identity as components get it (declared non-null: src/gatsby/node/site-metadata.ts). */
export type SiteMetadata = NonNullable<Queries.SiteGlobalsQuery["site"]>["siteMetadata"];

/** What every page's layout and head read: the site's identity, and what the header and footer show. */
export interface SiteGlobals extends SiteNavigation {
  metadata: SiteMetadata;
}

/**
 * The layout's static query's answer as the site uses it: gatsby-config's siteMetadata with the
 * agency's name and addresses from the CMS, and the menus.
 */
export const siteGlobals = ({
  site,
  directusSiteGlobals,
  allDirectusNavigationMenu,
  allDirectusNavigationLink,
}: Queries.SiteGlobalsQuery): SiteGlobals => {
  // Gatsby's root `site` field is nullable in every schema (a lookup of the Site node, which
  // every build has); what it holds is declared non-null.
  if (!site) throw new Error("Gatsby's Site node is missing");
  // The source plugin stops a build whose CMS has no site details (plugins/gatsby-source-directus/src/navigation.ts).
  if (!directusSiteGlobals) throw new Error("The CMS's site details (site_globals) were not sourced");
  const { agencyName, contactEmail, supportEmail } = directusSiteGlobals;
  return {
    metadata: { ...site.siteMetadata, agencyName, contactEmail, supportEmail },
    ...siteNavigation({
      globals: directusSiteGlobals,
      menus: allDirectusNavigationMenu.nodes,
      links: allDirectusNavigationLink.nodes,
    }),
  };
};
