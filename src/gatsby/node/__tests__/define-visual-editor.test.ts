/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { defineVisualEditor, visualEditorCmsOrigin, visualEditorConstant } from "../define-visual-editor";

/** Runs the hook with Gatsby's `define` helper faked as webpack's DefinePlugin options. */
const webpackConfigFor = (env: NodeJS.ProcessEnv) => {
  const configs: unknown[] = [];
  defineVisualEditor(
    {
      actions: { setWebpackConfig: (config: unknown) => configs.push(config) } as unknown as CreateWebpackConfigArgs["actions"],
      plugins: {
        define: (definitions: Record<string, string>) => ({ definitions }),
      } as unknown as CreateWebpackConfigArgs["plugins"],
    },
    env,
  );
  expect(configs).toHaveLength(1);
  return configs[0] as {
    plugins: { definitions: Record<string, string> }[];
    module: { rules: { test: RegExp; sideEffects: boolean }[] };
  };
};

describe("the Visual Editor's build-time switch", () => {
  it("is the CMS's origin on the preview server, the first that may frame it", () => {
    expect(visualEditorCmsOrigin({ DIRECTUS_INCLUDE_DRAFTS: "true", DIRECTUS_URL: "http://127.0.0.1:8055/" })).toBe(
      "http://127.0.0.1:8055",
    );
    expect(
      visualEditorCmsOrigin({
        DIRECTUS_INCLUDE_DRAFTS: "true",
        DIRECTUS_URL: "http://directus.internal:8055",
        PREVIEW_FRAME_ANCESTORS: "https://cms.example.com/admin https://cms2.example.com",
      }),
    ).toBe("https://cms.example.com");
  });

  it("is empty for every other build, so the public site leaves the library out", () => {
    expect(visualEditorCmsOrigin({ DIRECTUS_URL: "http://127.0.0.1:8055" })).toBe("");
    expect(visualEditorCmsOrigin({ DIRECTUS_INCLUDE_DRAFTS: "false", DIRECTUS_URL: "http://127.0.0.1:8055" })).toBe("");
    expect(visualEditorCmsOrigin({ DIRECTUS_INCLUDE_DRAFTS: "true" })).toBe("");
  });

  it("defines the constant as a string literal and marks the library free of side effects", () => {
    const preview = webpackConfigFor({ DIRECTUS_INCLUDE_DRAFTS: "true", DIRECTUS_URL: "http://127.0.0.1:8055" });
    expect(preview.plugins[0]?.definitions).toEqual({ [visualEditorConstant]: '"http://127.0.0.1:8055"' });
    expect(webpackConfigFor({}).plugins[0]?.definitions).toEqual({ [visualEditorConstant]: '""' });

    const [rule] = preview.module.rules;
    expect(rule?.sideEffects).toBe(false);
    expect(rule?.test.test("/site/node_modules/@directus/visual-editing/dist/index.js")).toBe(true);
    expect(rule?.test.test("C:\\site\\node_modules\\@directus\\visual-editing\\dist\\index.js")).toBe(true);
    expect(rule?.test.test("/site/node_modules/@directus/sdk/dist/index.js")).toBe(false);
  });
});
