/**
 * What the provisioning test (provisioning-test.mjs) compares of the menus and site details the
 * provisioning seeds (cms/provisioning/site-navigation.mjs): each as lines of text, ids aside, so
 * that two databases, and a database and the seed data, can be compared.
 */
import { directusClient } from "../../cms/server/rest-client.mjs";

/**
 * A link as Directus stores it (`menu` and `parent` are keys; `children` only in the seed data).
 * @typedef {{ id?: number, menu?: string | null, parent?: number | null, sort?: number | null, title: string, target_type: string, route?: string | null, post?: number | null, url?: string | null, children?: Link[] }} Link
 * @typedef {{ key: string, title: string, links: Link[] }} Menu
 * @typedef {{ agency_name: string, copyright_line: string, contact_email: string, support_email: string, header_button: Link | null }} Globals
 */

/** @param {Link} link */
const target = (link) => `${link.target_type} ${link.route ?? link.post ?? link.url ?? "(none)"}`;

/**
 * Menus and site details as lines: `menu header "Main"`, `  1 Home → route /`, a sub-link one
 * level further in, `details agency_name: Northbeam Studio`, `details header_button: ...`.
 * @param {Menu[]} menus each with its links nested (children), in order
 * @param {Globals} globals with the header button's link
 * @returns {string[]}
 */
export const navigationLines = (menus, globals) => {
  /**
   * @param {Link[]} links
   * @param {number} depth
   * @returns {string[]}
   */
  const linkLines = (links, depth) =>
    links.flatMap((link, index) => [
      `${"  ".repeat(depth)}${index + 1} ${link.title} → ${target(link)}`,
      ...linkLines(link.children ?? [], depth + 1),
    ]);
  return [
    ...[...menus]
      .sort((a, b) => a.key.localeCompare(b.key))
      .flatMap((menu) => [`menu ${menu.key} "${menu.title}"`, ...linkLines(menu.links, 1)]),
    ...["agency_name", "copyright_line", "contact_email", "support_email"].map(
      (field) => `details ${field}: ${globals[/** @type {keyof Globals} */ (field)]}`,
    ),
    `details header_button: ${globals.header_button ? `${globals.header_button.title} → ${target(globals.header_button)}` : "(none)"}`,
  ];
};

/**
 * The links of one menu or parent, in their order (sort, then id), each with its sub-links.
 * @param {Link[]} rows every link of the database
 * @param {(link: Link) => boolean} belongs
 * @returns {Link[]}
 */
const nested = (rows, belongs) =>
  rows
    .filter(belongs)
    .sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity) || (a.id ?? 0) - (b.id ?? 0))
    .map((link) => ({ ...link, children: nested(rows, (child) => child.parent === link.id) }));

/**
 * A Directus's menus and site details as lines (navigationLines), read with an admin token.
 * @param {string} url
 * @param {string} token
 */
export const storedNavigationLines = async (url, token) => {
  const { api } = directusClient({ url, token });
  /** @type {{ key: string, title: string }[]} */
  const menus = await api("GET", "/items/navigation_menus?limit=-1&fields=key,title");
  /** @type {Link[]} */
  const links = await api("GET", "/items/navigation_links?limit=-1&fields=id,menu,parent,sort,title,target_type,route,post,url");
  /** @type {Omit<Globals, "header_button"> & { header_button: number | null }} */
  const globals = await api(
    "GET",
    "/items/site_globals?fields=agency_name,copyright_line,contact_email,support_email,header_button",
  );
  return navigationLines(
    menus.map((menu) => ({ ...menu, links: nested(links, (link) => link.menu === menu.key) })),
    { ...globals, header_button: links.find((link) => link.id === globals.header_button) ?? null },
  );
};
