/**
 * Adds the loader for gatsby-plugin-image's files in both renderers: the HTML renderer's
 * (`develop-html`, `build-html`: the ES-module build `dist/gatsby-image.module.js`, and the
 * CommonJS `dist/gatsby-image.js`) and the browser's (`develop`, `build-javascript`:
 * `dist/index.browser-<hash>.js`, where the sizer is also written as HTML for images rendered
 * in the browser).
 */

const IMAGE_PACKAGE_FILES = /[\\/]gatsby-plugin-image[\\/]dist[\\/](gatsby-image(\.module)?|index\.browser-[0-9a-f]+)\.js$/;

const STAGES = new Set(["develop", "develop-html", "build-javascript", "build-html"]);

/** @type {import("gatsby").GatsbyNode["onCreateWebpackConfig"]} */
exports.onCreateWebpackConfig = ({ stage, actions }) => {
  if (!STAGES.has(stage)) return;
  actions.setWebpackConfig({
    module: { rules: [{ test: IMAGE_PACKAGE_FILES, use: [{ loader: require.resolve("./loader") }] }] },
  });
};
