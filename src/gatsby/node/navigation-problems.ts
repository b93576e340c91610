import { linkTarget } from "../../lib/navigation/link-target";
import { menuKeys, menuNames, type MenuKey } from "../../lib/navigation/menu-keys";
import { inEditorsOrder, type NavigationLinkData } from "../../lib/navigation/site-navigation";

/** The menus and site details as the build sourced them (the source plugin's nodes). */
export interface SourcedNavigation {
  menus: readonly { key: string; title: string }[];
  links: readonly NavigationLinkData[];
  /** The header button's link id (DirectusSiteGlobals.headerButton); null when there is none. */
  headerButton: string | null;
}

/** What the build has for links to lead to: its pages' paths and its posts' Directus ids. */
export interface BuiltSite {
  pagePaths: ReadonlySet<string>;
  postIds: ReadonlySet<string>;
}

/** The header menu shows sub-links, as dropdowns; the footer's menus show their top-level links only. */
const showsSubLinks: ReadonlySet<MenuKey> = new Set([menuKeys.header]);

/**
 * Why a shown link leads nowhere on this build, or null. The CMS refuses such links when they are
 * saved (cms/extensions/navigation-links); what reaches a build anyway (a database changed
 * without Directus, a post deleted beneath a link) is caught here.
 */
const linkProblem = (link: NavigationLinkData, where: string, site: BuiltSite): string | null => {
  const named = `${where} “${link.title}”`;
  const target = linkTarget(link);
  if (!target) {
    if (link.targetType === "page")
      return `${named} leads nowhere: its landing page is not published (a draft or scheduled) or was deleted. Link a published page instead, or publish it.`;
    return `${named} leads nowhere: its ${link.targetType === "post" ? "post" : "target"} is empty.`;
  }
  if ((link.targetType === "route" || link.targetType === "page") && !site.pagePaths.has(target.href))
    return `${named} leads to ${target.href}, which is not a page of this build.`;
  if (link.targetType === "post" && link.post && !site.postIds.has(link.post))
    return `${named} leads to post ${link.post}, which this build does not have: the post is not published (a draft, scheduled or archived) or was deleted. Link a published post instead, or publish it.`;
  return null;
};

/**
 * Every problem of the navigation the pages would show: a menu the layout needs that is missing,
 * and each shown link (and the header button) that leads to no page or post of this build.
 * Empty when every page can be built with it.
 */
export const navigationProblems = ({ menus, links, headerButton }: SourcedNavigation, site: BuiltSite): string[] => {
  const problems: string[] = [];
  const add = (problem: string | null) => {
    if (problem) problems.push(problem);
  };
  for (const key of Object.values(menuKeys)) {
    if (!menus.some((menu) => menu.key === key)) {
      problems.push(
        `The menu “${key}” (${menuNames[key]}) is missing in Directus: provision the CMS (npm --prefix cms run provision) to make it again with its first links.`,
      );
      continue;
    }
    for (const link of inEditorsOrder(links.filter((candidate) => candidate.menu === key))) {
      add(linkProblem(link, `A link of ${menuNames[key]}`, site));
      if (!showsSubLinks.has(key)) continue;
      for (const child of inEditorsOrder(links.filter((candidate) => candidate.parentLink === link.directusId))) {
        add(linkProblem(child, `A sub-link of “${link.title}” in ${menuNames[key]}`, site));
      }
    }
  }
  if (headerButton !== null) {
    const button = links.find((link) => link.directusId === headerButton);
    add(
      button
        ? linkProblem(button, "The header button", site)
        : `The header button (link ${headerButton}) is missing in Directus.`,
    );
  }
  return problems;
};
