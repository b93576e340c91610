import React, { type ReactNode } from "react";
import { globalCss } from "../../theme/global-css";
import { markStyledComponentsTag } from "./mark-prerendered-styles";

export const globalStylesAttribute = "data-global-styles";

/**
 * gatsby-ssr's `onPreRenderHTML`: the page's head with the base stylesheet first (so that
 * component styles, which come later, win over element defaults of equal specificity) and
 * styled-components' tag marked as pre-rendered.
 */
export const withSiteStyles = (headComponents: ReactNode[]): ReactNode[] => [
  <style key="global-styles" {...{ [globalStylesAttribute]: "" }} dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ...markStyledComponentsTag(headComponents),
];
