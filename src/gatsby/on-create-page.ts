import type { GatsbyNode } from "gatsby";
import { hasLightTwin, isLightPath, themeForPath, toLightPath } from "../lib/light-mirror";

const isNotFoundPage = (path: string): boolean => path.startsWith("/404") || path === "/dev-404-page/";

/**
 * Every file route gets its theme in page context; the sections listed in
 * `lightMirroredSections` also get a /light/ twin rendered by the same component.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isNotFoundPage(page.path) || page.context?.themeMode) return;

  const { createPage, deletePage } = actions;
  deletePage(page);
  createPage({ ...page, context: { ...page.context, themeMode: themeForPath(page.path) } });

  if (!isLightPath(page.path) && hasLightTwin(page.path)) {
    createPage({
      ...page,
      path: toLightPath(page.path),
      matchPath: page.matchPath ? toLightPath(page.matchPath) : undefined,
      context: { ...page.context, themeMode: "light" },
    });
  }
};
