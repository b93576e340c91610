import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * V8's explicit compile hint (Chrome 136+). A script that starts with this comment has all
 * of its functions compiled while it streams in, on a background thread. Without it, V8
 * compiles each function on the main thread the first time it is called, inside the long
 * start-up task. Other engines read it as a comment.
 */
const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * The bundles every page runs in full at start-up: React and Gatsby's runtime with the
 * site-wide layout. Page chunks and on-demand chunks (Swiper, the ripple, the image
 * renderer) are left lazy, as most of their functions may never run.
 */
const startupBundle = /^(?:app|framework)-[\da-f]+\.js$/;

/**
 * The banner goes on after Terser, which would strip the comment, and before source maps
 * and content hashes are made, so both still match the file. Webpack 5 calls this stage
 * PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400).
 */
const afterMinification = 401;

export const addCompileHints = ({
  stage,
  actions,
  plugins,
}: Pick<CreateWebpackConfigArgs, "stage" | "actions" | "plugins">): void => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [plugins.banner({ banner: compileHint, raw: true, test: startupBundle, stage: afterMinification })],
  });
};
