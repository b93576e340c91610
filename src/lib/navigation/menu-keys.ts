/**
 * Where the site shows each menu of Directus's `navigation_menus` (their keys, which the
 * provisioning seeds: cms/provisioning/site-navigation.mjs). The layout shows these four; a menu
 * of another key is shown nowhere.
 */
export const menuKeys = {
  /** The header menu; its links' sub-links are dropdowns. */
  header: "header",
  /** The footer's second column. */
  footerServices: "footer_services",
  /** The footer's third column. */
  footerLinks: "footer_links",
  /** The footer's bottom bar, beside the copyright line. */
  footerLegal: "footer_legal",
} as const;

export type MenuKey = (typeof menuKeys)[keyof typeof menuKeys];

/** How a build's messages and the editors' guide name each menu. */
export const menuNames: Readonly<Record<MenuKey, string>> = {
  header: "the header menu",
  footer_services: "the footer's Services column",
  footer_links: "the footer's Links column",
  footer_legal: "the footer's legal links",
};
