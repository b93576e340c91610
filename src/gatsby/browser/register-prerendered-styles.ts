import { __PRIVATE__ } from "styled-components";
import { prerenderedStylesAttribute } from "../shared/prerendered-styles";

/**
 * The browser's half of keeping the pre-built styles in place (src/gatsby/shared/prerendered-styles.ts).
 *
 * This relies on `__PRIVATE__.mainSheet`, the sheet styled-components uses when no
 * `StyleSheetManager` provides another; the version of styled-components is pinned in
 * package.json, and the end-to-end tests check the result on the built site.
 */

/** styled-components' marker after each component's rules: `data-styled.g12[id="X-sc-1"]{content:"abc,def,"}` */
const groupMarker = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

export interface StyleName {
  componentId: string;
  name: string;
}

/** The component ids and class names a server-rendered styled-components sheet holds. */
export const styleNamesInSheet = (css: string): StyleName[] =>
  [...css.matchAll(groupMarker)].flatMap(([, componentId = "", names = ""]) =>
    names
      .split(",")
      .filter(Boolean)
      .map((name) => ({ componentId, name })),
  );

/** For gatsby-browser's `onClientEntry`, before the first render. */
export const registerPrerenderedStyles = (doc: Document = document): number => {
  const tag = doc.querySelector(`style[${prerenderedStylesAttribute}]`);
  const names = styleNamesInSheet(tag?.textContent ?? "");
  for (const { componentId, name } of names) {
    __PRIVATE__.mainSheet.registerName(componentId, name);
  }
  return names.length;
};
