import type { GatsbyNode } from "gatsby";
import { addCompileHints } from "./compile-hints";
import { definePageScripts } from "./define-page-scripts";
import { defineVisualEditor } from "./define-visual-editor";

/**
 * Browser bundles get V8 compile hints; the HTML renderer learns each page's scripts; the
 * preview server's bundles connect to Directus's Visual Editor (the public site's do not).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  addCompileHints(args);
  definePageScripts(args);
  defineVisualEditor(args);
};
