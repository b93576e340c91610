/**
 * Webpack loader that runs drop-sizer-role.js over gatsby-plugin-image's files, keeping the
 * source map. The rule in gatsby-node.js decides which files it sees.
 */
const { transformAsync } = require("@babel/core");
const dropSizerRole = require("./drop-sizer-role");

const { mentionsPresentationRole } = dropSizerRole;

/**
 * @this {import("webpack").LoaderContext<Record<string, never>>}
 * @param {string} source
 * @param {any} inputSourceMap
 */
module.exports = function sizerWithoutRoleLoader(source, inputSourceMap) {
  const callback = this.async();
  // A file without the role has nothing to change (a later version may have dropped it).
  if (!mentionsPresentationRole(source)) {
    callback(null, source, inputSourceMap);
    return;
  }
  transformAsync(source, {
    filename: this.resourcePath,
    babelrc: false,
    configFile: false,
    compact: true,
    sourceType: "module",
    sourceMaps: this.sourceMap,
    inputSourceMap: this.sourceMap ? inputSourceMap : undefined,
    plugins: [dropSizerRole],
  }).then(
    (result) => {
      const removed = /** @type {{ sizerRolesRemoved?: number } | undefined} */ (result?.metadata)?.sizerRolesRemoved;
      if (!result?.code || !removed) {
        callback(
          new Error(
            `gatsby-plugin-image-sizer-without-role: ${this.resourcePath} mentions the presentation role but no sizer image was found. ` +
              "gatsby-plugin-image has changed; see plugins/gatsby-plugin-image-sizer-without-role/README.md.",
          ),
        );
        return;
      }
      callback(null, result.code, result.map ?? undefined);
    },
    (error) => callback(error),
  );
};
