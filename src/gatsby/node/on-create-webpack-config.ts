import type { GatsbyNode } from "gatsby";
import { addCompileHints } from "./compile-hints";
import { definePageScripts } from "./define-page-scripts";

/** Browser bundles get V8 compile hints; the HTML renderer learns each page's scripts. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  addCompileHints(args);
  definePageScripts(args);
};
