import type { GatsbyNode } from "gatsby";
import { createLightTwin } from "./light-twins";

/**
 * File routes of the mirrored sections get their /light/ twin. Gatsby calls a plugin's
 * onCreatePage only for pages other plugins created: here the file routes of src/pages, not
 * the pages and twins this site creates itself (createPages makes its own twins), and
 * createLightTwin makes no twin of a /light/ page. The page itself is left alone: deleting
 * and re-creating it would make Gatsby re-run its query on every build.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  createLightTwin(actions.createPage, page);
};
