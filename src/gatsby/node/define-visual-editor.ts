import type { CreateWebpackConfigArgs } from "gatsby";
import { previewFrameAncestors } from "./preview-frame";

/** The compile-time constant src/lib/visual-editor.ts declares and tests. */
export const visualEditorConstant = "__VISUAL_EDITOR_CMS_ORIGIN__";

/** The library's modules: importing them does nothing but define classes and functions. */
const visualEditingLibrary = /[\\/]node_modules[\\/]@directus[\\/]visual-editing[\\/]/;

/**
 * The origin of the CMS app whose Visual Editor may drive the preview server's pages: the
 * first origin allowed to frame them (PREVIEW_FRAME_ANCESTORS, else DIRECTUS_URL's). "" for
 * every other build, the public site's included.
 */
export const visualEditorCmsOrigin = (env: NodeJS.ProcessEnv): string => previewFrameAncestors(env)?.[0] ?? "";

/**
 * `onCreateWebpackConfig`: defines the constant src/lib/visual-editor.ts tests, in every stage,
 * and declares the library free of side effects, so that a build where the constant is "" drops
 * its unused import. The constant is the same from build to build, so it re-renders no page.
 */
export const defineVisualEditor = (
  { actions, plugins }: Pick<CreateWebpackConfigArgs, "actions" | "plugins">,
  env: NodeJS.ProcessEnv = process.env,
): void => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ [visualEditorConstant]: JSON.stringify(visualEditorCmsOrigin(env)) })],
    module: { rules: [{ test: visualEditingLibrary, sideEffects: false }] },
  });
};
