import type { GatsbyNode } from "gatsby";
import { createCmsRedirects } from "./cms-redirects";
import { checkNavigation } from "./navigation-check";

/**
 * Once every page exists and before any is rendered: the editors' redirects become Gatsby
 * redirects (refused ones stop the build), and a menu link that leads to no page or post of the
 * build stops it too. Both run, so that one build names every problem of either kind.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (args) => {
  createCmsRedirects(args);
  checkNavigation(args);
};
