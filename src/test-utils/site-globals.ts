import { seededGlobals, seededMenus } from "../../cms/provisioning/site-navigation.mjs";
import { siteMetadata } from "../gatsby/node/site-metadata";
import { siteGlobals, type SiteGlobals } from "../lib/navigation/site-globals";

type LinkNode = Queries.SiteGlobalsQuery["allDirectusNavigationLink"]["nodes"][number];
type SeededLink = (typeof seededMenus)[number]["links"][number];

/**
 * The layout's static query's answer (src/hooks/useSiteGlobals.ts) for a CMS that holds what the
 * provisioning seeds (cms/provisioning/site-navigation.mjs), each link given an id as Directus
 * would: what every build shows until an editor changes it.
 */
export const seededSiteGlobalsQuery = (): Queries.SiteGlobalsQuery => {
  const links: LinkNode[] = [];
  let nextId = 1;
  const add = (link: SeededLink, place: { menu: string | null; parentLink: string | null }): LinkNode => {
    const node: LinkNode = {
      directusId: String(nextId++),
      title: link.title,
      targetType: link.target_type,
      route: link.route,
      post: null,
      pageSlug: null,
      url: null,
      menu: place.menu,
      parentLink: place.parentLink,
      sort: link.sort ?? null,
    };
    links.push(node);
    for (const child of link.children ?? []) add(child, { menu: null, parentLink: node.directusId });
    return node;
  };
  for (const menu of seededMenus) for (const link of menu.links) add(link, { menu: menu.key, parentLink: null });
  const { header_button: button, agency_name, copyright_line, contact_email, support_email } = seededGlobals;
  return {
    site: { siteMetadata },
    directusSiteGlobals: {
      agencyName: agency_name,
      copyrightLine: copyright_line,
      contactEmail: contact_email,
      supportEmail: support_email,
      headerButton: add(button, { menu: null, parentLink: null }),
    },
    allDirectusNavigationMenu: { nodes: seededMenus.map(({ key, title }) => ({ key, title })) },
    allDirectusNavigationLink: { nodes: links },
  };
};

/** What the layout shows from the seeded CMS (siteGlobals of seededSiteGlobalsQuery). */
export const seededSiteGlobals = (): SiteGlobals => siteGlobals(seededSiteGlobalsQuery());
