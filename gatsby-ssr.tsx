import type { GatsbySSR } from "gatsby";
import React from "react";
import { withSiteStyles } from "./src/gatsby/head-styles";
import { lightPrefix, themeForPath } from "./src/lib/light-mirror";

export { wrapPageElement, wrapRootElement } from "./src/gatsby/wrappers";

const notFoundPaths = new Set(["/404/", "/404.html", "/dev-404-page/"]);

/**
 * The 404 page is served for every unknown address, /light/ ones included; this runs
 * before the first paint so a light-layout visitor never sees the dark palette flash.
 */
const lightNotFoundScript = `if(location.pathname.indexOf(${JSON.stringify(`${lightPrefix}/`)})===0)document.documentElement.setAttribute("data-theme","light")`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", "data-theme": themeForPath(pathname) } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  if (notFoundPaths.has(pathname)) {
    setHeadComponents([<script key="light-not-found" dangerouslySetInnerHTML={{ __html: lightNotFoundScript }} />]);
  }
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withSiteStyles(getHeadComponents()));
};
