import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  componentScripts,
  dataPreloads,
  pageAssetsAtBuild,
  pageDataUrl,
  pageScripts,
  type PageAssets,
  startupDataUrls,
} from "../page-assets";

const markupOf = (nodes: React.ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

const team: PageAssets = {
  pagePath: "/team/",
  staticQueryHashes: ["634520725"],
  scripts: ["/shared-abc.js", "/component---src-pages-team-tsx-123.js"],
  pathPrefix: "",
};

describe("pageDataUrl", () => {
  it("follows Gatsby's loader: index for the home page, the path without its slashes otherwise", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/team/")).toBe("/page-data/team/page-data.json");
    expect(pageDataUrl("/light/tech-startup/")).toBe("/page-data/light/tech-startup/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
  });

  it("puts the path prefix in front", () => {
    expect(pageDataUrl("/team/", "/site")).toBe("/site/page-data/team/page-data.json");
  });
});

describe("startupDataUrls", () => {
  it("lists the app data, the page data and each static query result", () => {
    expect(startupDataUrls({ ...team, staticQueryHashes: ["1", "2"] })).toEqual([
      "/page-data/app-data.json",
      "/page-data/team/page-data.json",
      "/page-data/sq/d/1.json",
      "/page-data/sq/d/2.json",
    ]);
  });
});

describe("dataPreloads", () => {
  it("preloads each start-up JSON in the mode the loader's XMLHttpRequest uses", () => {
    expect(markupOf(dataPreloads(team))).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/app-data.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/team/page-data.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/sq/d/634520725.json"/>',
    );
  });
});

describe("pageScripts", () => {
  it("writes each component script as an async script, in webpack's order", () => {
    expect(markupOf(pageScripts(team))).toBe(
      '<script src="/shared-abc.js" async=""></script><script src="/component---src-pages-team-tsx-123.js" async=""></script>',
    );
  });
});

describe("componentScripts", () => {
  const assetsByChunkName = {
    "component---src-pages-team-tsx": ["shared-abc.js", "component---src-pages-team-tsx-123.js", "styles.css"],
  };

  it("keeps the chunk's JavaScript files, as site paths", () => {
    expect(componentScripts(assetsByChunkName, "component---src-pages-team-tsx")).toEqual([
      "/shared-abc.js",
      "/component---src-pages-team-tsx-123.js",
    ]);
    expect(componentScripts(assetsByChunkName, "component---src-pages-team-tsx", "/site")[0]).toBe("/site/shared-abc.js");
  });

  it("names nothing for a chunk the stats do not know", () => {
    expect(componentScripts(assetsByChunkName, "component---src-pages-gone-tsx")).toEqual([]);
  });
});

describe("pageAssetsAtBuild", () => {
  const scriptsByChunk = { "component---src-pages-team-tsx": ["component---src-pages-team-tsx-123.js"] };
  const loadPageDataSync = (pathname: string) => ({
    path: pathname,
    componentChunkName: "component---src-pages-team-tsx",
    staticQueryHashes: ["634520725"],
  });

  it("names the page data and the component's scripts of a production build", () => {
    expect(pageAssetsAtBuild("/team/", loadPageDataSync, scriptsByChunk)).toEqual({
      pagePath: "/team/",
      staticQueryHashes: ["634520725"],
      scripts: ["/component---src-pages-team-tsx-123.js"],
      pathPrefix: "",
    });
  });

  it("names nothing when no scripts are defined (gatsby develop)", () => {
    expect(pageAssetsAtBuild("/team/", loadPageDataSync, undefined)).toBeUndefined();
  });
});
