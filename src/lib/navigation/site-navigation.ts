import type { MenuItem, NavLink } from "../../content/navigation";
import { linkTarget, type LinkTargetData } from "./link-target";
import { menuKeys, type MenuKey } from "./menu-keys";

/** A link as the layout's static query gives it (the source plugin's DirectusNavigationLink). */
export interface NavigationLinkData extends LinkTargetData {
  readonly directusId: string;
  readonly title: string;
  readonly menu?: string | null;
  /** The link it is a sub-link of. */
  readonly parentLink?: string | null;
  readonly sort?: number | null;
}

/** The menus and site details as the layout's static query gives them (src/hooks/useSiteGlobals.ts). */
export interface NavigationData {
  readonly globals: {
    readonly agencyName: string;
    readonly copyrightLine: string;
    readonly contactEmail: string;
    readonly supportEmail: string;
    readonly headerButton: NavigationLinkData | null;
  };
  readonly menus: readonly { readonly key: string; readonly title: string }[];
  readonly links: readonly NavigationLinkData[];
}

/** A menu as the layout shows it: its title (a heading, or the name screen readers announce) and links. */
export interface Menu {
  title: string;
  items: MenuItem[];
}

/** What the header and footer show. */
export interface SiteNavigation {
  copyrightLine: string;
  /** The header's button; null when the editors left it empty. */
  headerButton: NavLink | null;
  menus: Record<MenuKey, Menu>;
}

/** Links in the editors' order: by their place (`sort`; none comes last), then as they were made. */
export const inEditorsOrder = <T extends NavigationLinkData>(links: readonly T[]): T[] =>
  [...links].sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity) || Number(a.directusId) - Number(b.directusId));

/** A link the layout can show, or null when it leads nowhere (the build refuses that: src/gatsby/node/navigation-check.ts). */
const navLink = (link: NavigationLinkData): NavLink | null => {
  const target = linkTarget(link);
  return target
    ? {
        id: link.directusId,
        title: link.title,
        href: target.href,
        ...(target.external ? { external: true } : {}),
        ...(target.lightTwin ? { lightTwin: true } : {}),
      }
    : null;
};

/** A menu's top-level links, each with its sub-links when it has any. */
export const menuItems = (links: readonly NavigationLinkData[], menuKey: string): MenuItem[] =>
  inEditorsOrder(links.filter((link) => link.menu === menuKey)).flatMap((link) => {
    const item = navLink(link);
    if (!item) return [];
    const children = inEditorsOrder(links.filter((child) => child.parentLink === link.directusId)).flatMap(
      (child) => navLink(child) ?? [],
    );
    return [children.length > 0 ? { ...item, children } : item];
  });

/** The header's and footer's menus, button and copyright line from the CMS's data. */
export const siteNavigation = ({ globals, menus, links }: NavigationData): SiteNavigation => {
  const menu = (key: MenuKey): Menu => ({
    title: menus.find((candidate) => candidate.key === key)?.title ?? "",
    items: menuItems(links, key),
  });
  return {
    copyrightLine: globals.copyrightLine,
    headerButton: globals.headerButton ? navLink(globals.headerButton) : null,
    menus: {
      header: menu(menuKeys.header),
      footer_services: menu(menuKeys.footerServices),
      footer_links: menu(menuKeys.footerLinks),
      footer_legal: menu(menuKeys.footerLegal),
    },
  };
};
