import type { GatsbyNode } from "gatsby";
import { createLightTwin } from "./light-twins";

/**
 * File routes of the mirrored sections get their /light/ twin. The page itself is left
 * alone: deleting and re-creating it to add context would make Gatsby re-run its query on
 * every build. Without a declared theme, PageShell takes it from the path (dark).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.themeMode) return;
  createLightTwin(actions.createPage, page);
};
