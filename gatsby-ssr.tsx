import type { GatsbySSR, RenderBodyArgs } from "gatsby";
import React from "react";
import { withSiteStyles } from "./src/gatsby/ssr/head-styles";
import { notFoundPaths, notFoundThemeScript } from "./src/gatsby/ssr/not-found-theme";
import { dataPreloads, pageAssetsAtBuild, pageScripts } from "./src/gatsby/ssr/page-assets";
import { pageComponentScripts } from "./src/gatsby/ssr/page-component-scripts";
import { appleTouchIconPath, siteIconPath } from "./src/gatsby/ssr/site-icons";
import { startAfterFirstPaint } from "./src/gatsby/ssr/start-after-first-paint";
import { themeForPath } from "./src/lib/light-mirror";

export { wrapPageElement, wrapRootElement } from "./src/gatsby/shared/wrappers";

// Gatsby passes the site's path prefix too; its typings leave it out.
export const onRenderBody = ({
  pathname,
  pathPrefix = "",
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}: RenderBodyArgs & { pathPrefix?: string }) => {
  // The theme comes from the path, here and in PageShell; the not-found page's from the address it is served at.
  setHtmlAttributes({ lang: "en", "data-theme": themeForPath(pathname) } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  setHeadComponents([
    <link key="site-icon" rel="icon" href={`${pathPrefix}${siteIconPath}`} type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={`${pathPrefix}${appleTouchIconPath}`} />,
  ]);
  if (notFoundPaths.has(pathname)) {
    setHeadComponents([<script key="light-not-found" dangerouslySetInnerHTML={{ __html: notFoundThemeScript }} />]);
  }
  // The page's own data and scripts in its HTML: see src/gatsby/ssr/page-assets.tsx.
  const assets = pageAssetsAtBuild(pathname, loadPageDataSync, pageComponentScripts, pathPrefix);
  if (assets) setPostBodyComponents([...dataPreloads(assets), ...pageScripts(assets)]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withSiteStyles(getHeadComponents()));
  // Builds only: `gatsby develop` serves a start-up of its own. See src/gatsby/ssr/start-after-first-paint.tsx.
  if (pageComponentScripts) replacePostBodyComponents(startAfterFirstPaint(getPostBodyComponents()));
};
