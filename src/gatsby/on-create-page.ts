import type { GatsbyNode } from "gatsby";
import { createThemedPage } from "./themed-pages";

const isNotFoundPage = (path: string): boolean => path.startsWith("/404") || path === "/dev-404-page/";

/** File routes get their theme (and /light/ twin) like the pages made in createPages. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isNotFoundPage(page.path) || page.context?.themeMode) return;
  actions.deletePage(page);
  createThemedPage(actions.createPage, page);
};
