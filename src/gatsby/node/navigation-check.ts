import type { ParentSpanPluginArgs } from "gatsby";
import type { NavigationLinkData } from "../../lib/navigation/site-navigation";
import { navigationProblems } from "./navigation-problems";

/** The message that stops a build, listing each problem. */
export const navigationFailure = (problems: readonly string[]): string =>
  [
    `The site's navigation has ${problems.length === 1 ? "a link" : `${problems.length} links`} every page would show leading nowhere on this build; the site is left as it was. Fix ${problems.length === 1 ? "it" : "them"} in Directus (Navigation menus, Site globals), then save to rebuild:`,
    ...problems.map((problem) => `- ${problem}`),
  ].join("\n");

/**
 * Stops a build (`gatsby build`; `gatsby develop` only reports) whose menus or header button lead
 * to a page or post the build does not have: every page shows them, so a link that leads nowhere
 * would be on every page. Runs once every page exists (onPostBootstrap), before any is rendered.
 */
export const checkNavigation = ({ getNodesByType, reporter }: ParentSpanPluginArgs): void => {
  const [globals] = getNodesByType("DirectusSiteGlobals");
  const problems = navigationProblems(
    {
      menus: getNodesByType("DirectusNavigationMenu") as unknown as { key: string; title: string }[],
      links: getNodesByType("DirectusNavigationLink") as unknown as NavigationLinkData[],
      headerButton: (globals?.headerButton as string | null | undefined) ?? null,
    },
    {
      pagePaths: new Set(getNodesByType("SitePage").map((page) => String(page.path))),
      postIds: new Set(getNodesByType("DirectusPost").map((post) => String(post.directusId))),
    },
  );
  if (problems.length > 0) reporter.panicOnBuild(navigationFailure(problems));
};
