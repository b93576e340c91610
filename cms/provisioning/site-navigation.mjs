/**
 * The site's navigation and site details (collections `site_globals`, `navigation_menus`,
 * `navigation_links`; the site reads them at build: plugins/gatsby-source-directus/src/navigation.ts):
 *
 * - who reads them: the public and the build and preview tokens (navigationReadPermissions,
 *   part of the policies in public.mjs, site-build.mjs and site-preview.mjs). Editors change them
 *   in the app; the site's editors are its administrators (admin access), so no policy here
 *   grants writes;
 * - what every Directus of the site starts with: the header menu with its About dropdown, the
 *   footer's link columns and legal links, the header button, the agency's name, its addresses
 *   and the copyright line, exactly as the site showed them when they lived in code (SPEC.md,
 *   Header and Footer). Made once (engine/spec.mjs's ContentSpec): an editor's later change is
 *   never undone, and a menu deleted in the app is made again with these links.
 *
 * The menus' keys are where the site shows each menu (src/lib/navigation/menu-keys.ts); their
 * titles are a footer column's heading, or the name screen readers announce for the header menu
 * and the legal links.
 */

/** Collections of the navigation and site details, which the site's builds read. */
export const navigationCollections = /** @type {const} */ (["site_globals", "navigation_menus", "navigation_links"]);

/** @type {import("./engine/spec.mjs").PermissionSpec[]} */
export const navigationReadPermissions = navigationCollections.map((collection) => ({ collection, action: "read" }));

/**
 * A seeded link, as the Directus payload that makes it (sub-links nested).
 * @typedef {{ title: string, target_type: "route", route: string, sort?: number, children?: SeededLink[] }} SeededLink
 */

/**
 * A link to a page of the site (a route of the `route` field's list in cms/schema/snapshot.yaml).
 * @param {string} title
 * @param {string} route
 * @param {SeededLink[]} [children] its sub-links (a dropdown in the header menu)
 * @returns {SeededLink}
 */
const routeLink = (title, route, children) => ({
  title,
  target_type: "route",
  route,
  ...(children ? { children: inOrder(children) } : {}),
});

/**
 * Links with their place (`sort`), as the app orders them.
 * @param {SeededLink[]} links
 * @returns {SeededLink[]}
 */
const inOrder = (links) => links.map((link, index) => ({ ...link, sort: index + 1 }));

/**
 * The menus as the site showed them, by key.
 * @type {{ key: string, title: string, links: SeededLink[] }[]}
 */
export const seededMenus = [
  {
    key: "header",
    title: "Main",
    links: inOrder([
      routeLink("Home", "/"),
      routeLink("About", "/", [routeLink("About Us", "/about/"), routeLink("Team", "/team/")]),
      routeLink("Services", "/service/"),
      routeLink("Blog", "/blog/"),
      routeLink("Contact", "/contact/"),
      routeLink("Portfolio", "/portfolio/"),
    ]),
  },
  {
    key: "footer_services",
    title: "Services",
    links: inOrder([
      routeLink("Custom Software Development", "/service/software-dev/"),
      routeLink("Web Development", "/service/web-dev/"),
      routeLink("Mobile App Development", "/service/mobile-app/"),
      routeLink("UI/UX Design", "/service/ui-design/"),
      // The consulting offer leads to contact.
      routeLink("Systems Integration Consulting", "/contact/"),
    ]),
  },
  {
    key: "footer_links",
    title: "Links",
    links: inOrder([
      routeLink("Home", "/"),
      routeLink("About", "/about/"),
      routeLink("Services", "/service/"),
      routeLink("Blog", "/blog/"),
      routeLink("Contact", "/contact/"),
    ]),
  },
  {
    key: "footer_legal",
    title: "Legal",
    // Both lead home until the legal pages are published.
    links: inOrder([routeLink("Terms of Use", "/"), routeLink("Privacy Policy", "/")]),
  },
];

/** The site details as the site showed them (src/gatsby/node/site-metadata.ts names the agency the same way). */
export const seededGlobals = {
  agency_name: "Northbeam Studio",
  copyright_line: "© 2024 Northbeam Studio. All rights reserved.",
  contact_email: "hello@northbeam.studio",
  support_email: "support@northbeam.studio",
  header_button: routeLink("Login | Register", "/login/"),
};

/**
 * How many links a menu holds, sub-links included.
 * @param {SeededLink[]} links
 * @returns {number}
 */
const linkCount = (links) => links.reduce((count, link) => count + 1 + linkCount(link.children ?? []), 0);

/** @type {import("./engine/spec.mjs").Part} */
export const siteNavigation = {
  content: [
    { collection: "site_globals", singleton: true, what: "site details (site_globals)", item: seededGlobals },
    ...seededMenus.map((menu) => ({
      collection: "navigation_menus",
      match: { key: menu.key },
      what: `menu "${menu.key}" (${linkCount(menu.links)} links)`,
      item: menu,
    })),
  ],
};
