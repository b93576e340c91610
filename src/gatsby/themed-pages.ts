import type { Actions, Page } from "gatsby";
import { hasLightTwin, isLightPath, themeForPath, toLightPath } from "../lib/light-mirror";

type PageInput = Parameters<Actions["createPage"]>[0];

/**
 * Creates a page with its theme in page context and, for the sections listed in
 * `lightMirroredSections`, its /light/ twin rendered by the same component.
 */
export const createThemedPage = (createPage: Actions["createPage"], page: PageInput | Page): void => {
  const context = page.context ?? {};
  createPage({ ...page, context: { ...context, themeMode: themeForPath(page.path) } });

  if (!isLightPath(page.path) && hasLightTwin(page.path)) {
    createPage({
      ...page,
      path: toLightPath(page.path),
      matchPath: page.matchPath ? toLightPath(page.matchPath) : undefined,
      context: { ...context, themeMode: "light" },
    });
  }
};
