/**
 * Adds the loader to the browser bundles (gatsby develop and gatsby build's JavaScript stage);
 * the HTML renderer never runs GatsbyImage's effects.
 */

/** gatsby-plugin-image's browser builds: `dist/index.browser-<hash>.js`. */
const IMAGE_BROWSER_BUNDLE = /[\\/]gatsby-plugin-image[\\/]dist[\\/]index\.browser-[0-9a-f]+\.js$/;

/** @type {import("gatsby").GatsbyNode["onCreateWebpackConfig"]} */
exports.onCreateWebpackConfig = ({ stage, actions }) => {
  if (stage !== "develop" && stage !== "build-javascript") return;
  actions.setWebpackConfig({
    module: { rules: [{ test: IMAGE_BROWSER_BUNDLE, use: [{ loader: require.resolve("./loader") }] }] },
  });
};
