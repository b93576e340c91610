/**
 * Webpack loader that runs move-renderer-import.js over gatsby-plugin-image's browser bundle,
 * keeping the source map. The rule in gatsby-node.js decides which files it sees.
 */
const { transformAsync } = require("@babel/core");
const moveRendererImport = require("./move-renderer-import");

/**
 * @this {import("webpack").LoaderContext<Record<string, never>>}
 * @param {string} source
 * @param {any} inputSourceMap
 */
module.exports = function rendererOnDemandLoader(source, inputSourceMap) {
  const callback = this.async();
  transformAsync(source, {
    filename: this.resourcePath,
    babelrc: false,
    configFile: false,
    compact: true,
    sourceType: "module",
    sourceMaps: this.sourceMap,
    inputSourceMap: this.sourceMap ? inputSourceMap : undefined,
    plugins: [moveRendererImport],
  }).then(
    (result) => {
      const moved = /** @type {{ rendererImportsMoved?: number } | undefined} */ (result?.metadata)?.rendererImportsMoved;
      // Files that do not import the renderer (the CommonJS build) pass through untouched.
      if (!result?.code || !moved) callback(null, source, inputSourceMap);
      else callback(null, result.code, result.map ?? undefined);
    },
    (error) => callback(error),
  );
};
