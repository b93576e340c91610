import type { AssetsByChunkName } from "./page-assets";

/**
 * The name of the compile-time constant through which server rendering learns each page
 * component's scripts (see page-assets.tsx). A node hook defines it for the HTML renderer of
 * `gatsby build` (src/gatsby/node/define-page-scripts.ts), so rendering a page reads no file.
 */
export const pageScriptsConstant = "__PAGE_COMPONENT_SCRIPTS__";

declare const __PAGE_COMPONENT_SCRIPTS__: AssetsByChunkName | undefined;

/** The page component chunks' files while `gatsby build` renders; undefined in `gatsby develop`. */
export const pageComponentScripts: AssetsByChunkName | undefined =
  typeof __PAGE_COMPONENT_SCRIPTS__ === "undefined" ? undefined : __PAGE_COMPONENT_SCRIPTS__;
