import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "@babel/core";
import moveRendererImport from "../move-renderer-import";

const transform = (code: string) =>
  transformSync(code, { babelrc: false, configFile: false, sourceType: "module", plugins: [moveRendererImport] });

const effect = `
useEffect(() => {
  rendererPromise || (rendererPromise = import("./lazy-hydrate-0a1b2c3d.js").then((module) => module));
  const ssrImage = root.current.querySelector("[data-gatsby-image-ssr]");
  if (ssrImage && hasNativeLazyLoadSupport()) return void imageCache.add(cacheKey);
  if (renderImage && imageCache.has(cacheKey)) return;
  rendererPromise.then(render);
});
`;

const order = (code: string, markers: string[]) => markers.map((marker) => code.indexOf(marker));

describe("move-renderer-import", () => {
  it("moves the renderer import after the pre-built image's early return, before any use", () => {
    const result = transform(effect)!;
    const positions = order(result.code!, [
      'querySelector("[data-gatsby-image-ssr]")',
      "return void imageCache.add",
      'import("./lazy-hydrate-0a1b2c3d.js")',
      "if (renderImage && imageCache.has",
      "rendererPromise.then(render)",
    ]);
    expect(positions[0]).toBeGreaterThan(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(result.code!.match(/lazy-hydrate/g)).toHaveLength(1);
    expect(result.metadata).toMatchObject({ rendererImportsMoved: 1 });
  });

  it("leaves code that does not import the renderer alone", () => {
    const result = transform("const x = require('./lazy-hydrate-0a1b2c3d.js');")!;
    expect(result.metadata).toMatchObject({ rendererImportsMoved: 0 });
  });

  it("fails with a clear message when the pre-built image check is gone", () => {
    const changed = effect.replace("if (ssrImage && hasNativeLazyLoadSupport()) return void imageCache.add(cacheKey);", "");
    expect(() => transform(changed)).toThrow(/no `if` tests the pre-built image.*README\.md/);
  });

  it("fails when the renderer is imported more than once", () => {
    expect(() => transform(effect + effect)).toThrow(/imported 2 times/);
  });

  it("moves the import in the installed gatsby-plugin-image's browser build", () => {
    // The ES-module browser entry webpack bundles re-exports GatsbyImage from this file.
    const entry = require.resolve("gatsby-plugin-image/dist/gatsby-image.browser.modern.js");
    const [bundleName] = readFileSync(entry, "utf8").match(/index\.browser-[0-9a-f]+\.js/)!;
    const original = readFileSync(path.join(path.dirname(entry), bundleName), "utf8");
    const code = transformSync(original, {
      babelrc: false,
      configFile: false,
      compact: true,
      sourceType: "module",
      plugins: [moveRendererImport],
    })!.code!;
    const ssrCheck = code.indexOf('querySelector("[data-gatsby-image-ssr]")');
    const load = code.search(/import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)/);
    const removeSsrMarker = code.indexOf('removeAttribute("data-gatsby-image-ssr")', ssrCheck);
    expect(original.search(/import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)/)).toBeLessThan(
      original.indexOf('querySelector("[data-gatsby-image-ssr]")'),
    );
    expect(ssrCheck).toBeGreaterThan(-1);
    expect(load).toBeGreaterThan(removeSsrMarker);
    expect(removeSsrMarker).toBeGreaterThan(ssrCheck);
  });
});
