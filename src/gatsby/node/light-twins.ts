import path from "node:path";
import type { Actions, Page } from "gatsby";
import { hasLightTwin, isLightPath, themeForPath, toLightPath } from "../../lib/light-mirror";

type PageInput = Parameters<Actions["createPage"]>[0];

/** The /light/ twin of a page in a mirrored section, rendered by the same component. */
export const createLightTwin = (createPage: Actions["createPage"], page: PageInput | Page): void => {
  if (isLightPath(page.path) || !hasLightTwin(page.path)) return;
  createPage({
    ...page,
    path: toLightPath(page.path),
    matchPath: page.matchPath ? toLightPath(page.matchPath) : undefined,
    context: { ...(page.context ?? {}), themeMode: "light" },
  });
};

/** Creates a page with its theme in page context, and its light twin where one exists. */
export const createThemedPage = (createPage: Actions["createPage"], page: PageInput): void => {
  createPage({ ...page, context: { ...(page.context ?? {}), themeMode: themeForPath(page.path) } });
  createLightTwin(createPage, page);
};

/** Absolute path of a page template in src/templates. */
export const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`);
