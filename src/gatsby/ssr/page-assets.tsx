import React, { type ReactElement } from "react";

/*
 * The page's own start-up assets, named in its HTML (gatsby-ssr's `onRenderBody`).
 *
 * Gatsby 5 writes only the runtime, framework and app bundles into a page. The app bundle then
 * asks for the page's data, and only once that has arrived does webpack add a script tag for
 * the page component: three requests in a row before the page can hydrate. Adding that tag is
 * not free either: a CPU profile of /team/ (.scratch tooling, 3 loads) put about 13 ms of each
 * load in that `appendChild`, inside the task that handles the page data.
 *
 * Here the page's data is preloaded and its component scripts are named in the page itself,
 * so all of it downloads alongside the app bundle. All of them start with Gatsby's own
 * scripts, after the first paint (start-after-first-paint.tsx).
 *
 * Nothing here reads a file: Gatsby re-renders every page of every build once server
 * rendering touches `fs`. The component scripts come from webpack's stats through a
 * compile-time constant that a node hook defines (page-component-scripts.ts).
 */

/** What Gatsby's loader fetches before it can hydrate a page, all known at build time. */
export interface PageAssets {
  /** The page's path as Gatsby stores it: `/`, `/team/`, `/404.html`. */
  pagePath: string;
  staticQueryHashes: readonly string[];
  /** The page component's script files, from webpack's stats (`/name.js`, path prefix included). */
  scripts: readonly string[];
  pathPrefix: string;
}

/** The address Gatsby's loader requests a page's data from (loader.js `createPageDataUrl`). */
export const pageDataUrl = (pagePath: string, pathPrefix = ""): string => {
  const fixedPath = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `${pathPrefix}/page-data/${fixedPath}/page-data.json`;
};

/** The JSON the loader fetches with XMLHttpRequest on start-up, in the order it asks for them. */
export const startupDataUrls = ({ pagePath, staticQueryHashes, pathPrefix }: PageAssets): string[] => [
  `${pathPrefix}/page-data/app-data.json`,
  pageDataUrl(pagePath, pathPrefix),
  ...staticQueryHashes.map((hash) => `${pathPrefix}/page-data/sq/d/${hash}.json`),
];

/**
 * Preloads of the start-up JSON (added to the head after the first paint). `as="fetch"` with `crossorigin="anonymous"`
 * matches the loader's same-origin XMLHttpRequest (CORS mode, same-origin credentials), so
 * the browser hands the preloaded response to it instead of fetching again.
 */
export const dataPreloads = (assets: PageAssets): ReactElement[] =>
  startupDataUrls(assets).map((href) => <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} />);

/**
 * The page component's scripts, for the end of the body next to Gatsby's own. They run as soon
 * as they arrive; when the loader then asks webpack for the page's chunks they are already
 * there, or webpack finds these tags by their `src` and waits on them instead of adding its own.
 */
export const pageScripts = ({ scripts }: PageAssets): ReactElement[] =>
  scripts.map((src) => <script key={src} src={src} async />);

/** webpack's `assetsByChunkName`: the files of each named chunk, shared chunks included. */
export type AssetsByChunkName = Record<string, readonly string[] | undefined>;

/** The script files of one page component, or none when the stats do not name it. */
export const componentScripts = (assetsByChunkName: AssetsByChunkName, componentChunkName: string, pathPrefix = ""): string[] =>
  (assetsByChunkName[componentChunkName] ?? []).filter((file) => file.endsWith(".js")).map((file) => `${pathPrefix}/${file}`);

interface PageData {
  path: string;
  componentChunkName: string;
  staticQueryHashes?: readonly string[];
}

/**
 * The page's start-up assets while `gatsby build` renders it, from its page data and the
 * component scripts of the build. Undefined in development, where `gatsby develop` serves
 * bundles of its own and no scripts are defined.
 */
export const pageAssetsAtBuild = (
  pathname: string,
  loadPageDataSync: (pathname: string) => unknown,
  scriptsByChunk: AssetsByChunkName | undefined,
  pathPrefix = "",
): PageAssets | undefined => {
  if (!scriptsByChunk) return undefined;
  const pageData = loadPageDataSync(pathname) as PageData;
  return {
    pagePath: pageData.path,
    staticQueryHashes: pageData.staticQueryHashes ?? [],
    scripts: componentScripts(scriptsByChunk, pageData.componentChunkName, pathPrefix),
    pathPrefix,
  };
};
