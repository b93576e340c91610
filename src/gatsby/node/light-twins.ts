import path from "node:path";
import type { Actions, Page } from "gatsby";
import { hasLightTwin, isLightPath, toLightPath } from "../../lib/light-mirror";

type PageInput = Parameters<Actions["createPage"]>[0];

/**
 * The /light/ twin of a page in a mirrored section, rendered by the same component with the
 * same context: its theme comes from its path (themeForPath in src/lib/light-mirror.ts).
 * A /light/ page gets no twin, so each twin is made once.
 */
export const createLightTwin = (createPage: Actions["createPage"], page: PageInput | Page): void => {
  if (isLightPath(page.path) || !hasLightTwin(page.path)) return;
  createPage({
    ...page,
    path: toLightPath(page.path),
    matchPath: page.matchPath ? toLightPath(page.matchPath) : undefined,
  });
};

/** Creates a page, and its light twin where one exists. */
export const createPageAndLightTwin = (createPage: Actions["createPage"], page: PageInput): void => {
  createPage(page);
  createLightTwin(createPage, page);
};

/** Absolute path of a page template in src/templates. */
export const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`);
