import { readFileSync } from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import type { AssetsByChunkName } from "../ssr/page-assets";
import { pageScriptsConstant } from "../ssr/page-component-scripts";

/** The files of the page component chunks (`component---…`): all server rendering needs. */
export const pageComponentChunks = (assetsByChunkName: AssetsByChunkName): AssetsByChunkName =>
  Object.fromEntries(Object.entries(assetsByChunkName).filter(([name]) => name.startsWith("component---")));

/**
 * `onCreateWebpackConfig` for the HTML renderer. `gatsby build` compiles the browser bundles
 * first and writes their stats to public/webpack.stats.json, then compiles the renderer: this
 * node hook reads the stats there and defines them as a constant, so rendering a page reads
 * no file. The same stats give the same renderer, so a build without changes renders nothing;
 * new bundles change the renderer, and Gatsby re-renders every page, as it must.
 */
export const definePageScripts = (
  { stage, actions, plugins }: Pick<CreateWebpackConfigArgs, "stage" | "actions" | "plugins">,
  publicDir = path.resolve("public"),
): void => {
  if (stage !== "build-html") return;
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: AssetsByChunkName;
  };
  actions.setWebpackConfig({
    plugins: [plugins.define({ [pageScriptsConstant]: JSON.stringify(pageComponentChunks(stats.assetsByChunkName)) })],
  });
};
