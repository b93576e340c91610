/**
 * The menus and site details (cms/provisioning/site-navigation.mjs): the `site_globals` singleton,
 * the `navigation_menus` and their `navigation_links`, sourced whole on every build (a few dozen
 * items) into typed nodes. A node whose content did not change keeps its digest, so an unchanged
 * menu re-renders nothing; the site reads them all through one static query
 * (src/hooks/useSiteGlobals.ts), so a changed one re-renders every page.
 *
 * Links keep what they lead to as stored (target type, route, post id, landing page slug,
 * address): the site turns them into addresses and checks them against the pages it builds
 * (src/lib/navigation). A post target is the post's id, not a link to its node, so editing a
 * linked post does not change the static query's result; a landing page target is its slug, its
 * address, so only a change of that address does.
 */
import type { DirectusClient } from "./client";
import { DirectusConfigurationError } from "./errors";
import type { NodeInput } from "./nodes";

export interface DirectusSiteGlobalsItem {
  id: number | null;
  agency_name: string | null;
  copyright_line: string | null;
  contact_email: string | null;
  support_email: string | null;
  header_button: number | null;
}

export interface DirectusNavigationMenuItem {
  key: string;
  title: string;
}

export interface DirectusNavigationLinkItem {
  id: number;
  menu: string | null;
  parent: number | null;
  sort: number | null;
  title: string;
  target_type: string;
  route: string | null;
  post: number | null;
  /** The landing page, with its slug; null when the link names none (or one the token cannot read). */
  page: { slug: string } | null;
  url: string | null;
}

export const navigationNodeTypes = {
  globals: "DirectusSiteGlobals",
  menu: "DirectusNavigationMenu",
  link: "DirectusNavigationLink",
} as const;

const globalsFields = "id,agency_name,copyright_line,contact_email,support_email,header_button";
const menuFields = "key,title";
const linkFields = "id,menu,parent,sort,title,target_type,route,post,page.slug,url";

/** `@dontInfer`: the queries keep working whatever the CMS holds (no sub-links, no outside address...). */
export const navigationTypeDefs = `
  type ${navigationNodeTypes.globals} implements Node @dontInfer {
    agencyName: String!
    copyrightLine: String!
    contactEmail: String!
    supportEmail: String!
    "The header's button; null when the editors left it empty"
    headerButton: ${navigationNodeTypes.link} @link(by: "directusId")
  }

  type ${navigationNodeTypes.menu} implements Node @dontInfer {
    "Where the site shows the menu: header, footer_services, footer_links, footer_legal"
    key: String!
    title: String!
  }

  type ${navigationNodeTypes.link} implements Node @dontInfer {
    directusId: String!
    "The key of the menu it is a top-level link of; null for a sub-link and the header button"
    menu: String
    "The directusId of the link it is a sub-link of (Directus's parent; Node's own parent field is Gatsby's)"
    parentLink: String
    sort: Int
    title: String!
    "route, post, page or url"
    targetType: String!
    route: String
    "The post's Directus id"
    post: String
    "The landing page's slug"
    pageSlug: String
    url: String
  }
`;

/** Why a build cannot go on without the site details, and what to do. */
export const missingGlobalsMessage = (url: string): string =>
  `Directus at ${url} has no site details (the site_globals singleton is empty): provision it (npm --prefix cms run provision, or -- --url ${url} for another CMS), which fills in the site's menus and details.`;

const idOrNull = (id: number | null): string | null => (id === null ? null : String(id));

/** The nodes of the menus and site details, from the items as Directus answers them. */
export const navigationNodeInputs = (
  globals: DirectusSiteGlobalsItem,
  menus: readonly DirectusNavigationMenuItem[],
  links: readonly DirectusNavigationLinkItem[],
): NodeInput[] => [
  {
    type: navigationNodeTypes.globals,
    key: "site",
    fields: {
      agencyName: globals.agency_name,
      copyrightLine: globals.copyright_line,
      contactEmail: globals.contact_email,
      supportEmail: globals.support_email,
      headerButton: idOrNull(globals.header_button),
    },
  },
  ...menus.map((menu) => ({ type: navigationNodeTypes.menu, key: menu.key, fields: { key: menu.key, title: menu.title } })),
  ...links.map((link) => ({
    type: navigationNodeTypes.link,
    key: String(link.id),
    fields: {
      directusId: String(link.id),
      menu: link.menu,
      parentLink: idOrNull(link.parent),
      sort: link.sort,
      title: link.title,
      targetType: link.target_type,
      route: link.route,
      post: idOrNull(link.post),
      pageSlug: link.page?.slug ?? null,
      url: link.url,
    },
  })),
];

/**
 * Reads the menus and site details whole; a CMS without site details (not provisioned) stops the
 * build with what to do.
 */
export const fetchNavigation = async (client: DirectusClient, url: string): Promise<NodeInput[]> => {
  const [globals, menus, links] = await Promise.all([
    client.get<DirectusSiteGlobalsItem>("/items/site_globals", { fields: globalsFields }),
    client.getAll<DirectusNavigationMenuItem>("/items/navigation_menus", { fields: menuFields, sort: "key" }),
    client.getAll<DirectusNavigationLinkItem>("/items/navigation_links", { fields: linkFields, sort: "id" }),
  ]);
  // Directus answers a singleton without a row with its defaults and a null primary key.
  if (globals.id === null || globals.id === undefined || !globals.agency_name)
    throw new DirectusConfigurationError(missingGlobalsMessage(url));
  return navigationNodeInputs(globals, menus, links);
};
