import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageScriptsConstant } from "../../ssr/page-component-scripts";
import { definePageScripts, pageComponentChunks } from "../define-page-scripts";
import { tempFolder } from "../../../../jest/temp-folders";

const assetsByChunkName = {
  app: ["webpack-runtime-1.js", "app-2.js"],
  "component---src-pages-team-tsx": ["shared-3.js", "component---src-pages-team-tsx-4.js"],
  "swiper-carousel": ["swiper-5.js"],
};

describe("pageComponentChunks", () => {
  it("keeps only the page component chunks, with all their files", () => {
    expect(pageComponentChunks(assetsByChunkName)).toEqual({
      "component---src-pages-team-tsx": ["shared-3.js", "component---src-pages-team-tsx-4.js"],
    });
  });
});

describe("definePageScripts", () => {
  const publicDir = tempFolder("page-scripts-");
  writeFileSync(join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }));

  const run = (stage: string) => {
    const setWebpackConfig = jest.fn();
    const define = jest.fn((definitions: Record<string, string>) => ({ definitions }));
    definePageScripts(
      { stage, actions: { setWebpackConfig }, plugins: { define } } as unknown as Parameters<typeof definePageScripts>[0],
      publicDir,
    );
    return { setWebpackConfig, define };
  };

  it("defines the component scripts for the HTML renderer of a build", () => {
    const { setWebpackConfig, define } = run("build-html");
    expect(setWebpackConfig).toHaveBeenCalledTimes(1);
    const definitions = define.mock.calls[0]![0];
    expect(JSON.parse(definitions[pageScriptsConstant]!)).toEqual(pageComponentChunks(assetsByChunkName));
  });

  it("leaves every other stage alone", () => {
    for (const stage of ["develop", "develop-html", "build-javascript"]) {
      expect(run(stage).setWebpackConfig).not.toHaveBeenCalled();
    }
  });
});
