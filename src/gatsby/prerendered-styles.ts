import { type ReactNode, cloneElement, isValidElement } from "react";
import { __PRIVATE__ } from "styled-components";

/**
 * Pre-built styles stay where the server put them.
 *
 * styled-components' own start-up ("rehydration") reads the server's `<style data-styled>`
 * tag, inserts every rule again, one `insertRule` call each, into a stylesheet of its own,
 * and then removes the server's tag. The page looks the same before and after, but the
 * copying runs in the start-up task, and swapping the stylesheets makes the browser
 * recalculate the style of every element.
 *
 * Instead, the server's tag is marked as pre-rendered (which styled-components does not
 * look for) and stays as it is. Before the first render, the browser only tells
 * styled-components which class names that tag already holds, so a component whose class
 * is there does not insert its CSS again. Classes the server did not render (another
 * page's, or a component whose props have changed) are inserted by styled-components as
 * usual, into its own tag, which it places after this one.
 *
 * This relies on `__PRIVATE__.mainSheet`, the sheet styled-components uses when no
 * `StyleSheetManager` provides another; the version of styled-components is pinned in
 * package.json, and the end-to-end tests check the result on the built site.
 */
export const prerenderedStylesAttribute = "data-styled-prerendered";

/** The attribute styled-components' rehydration looks for, beside `data-styled`. */
const styledVersionAttribute = "data-styled-version";

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

type Props = Record<string, unknown>;

/**
 * For gatsby-ssr's `onPreRenderHTML`: the head with styled-components' tag marked as
 * pre-rendered, and without the version attribute that would make styled-components
 * rehydrate it. Everything else in the head is returned as it was.
 */
export const markStyledComponentsTag = (headComponents: ReactNode[]): ReactNode[] =>
  headComponents.map((component) => {
    // gatsby-plugin-styled-components adds the tag inside an array of its own.
    if (Array.isArray(component)) return markStyledComponentsTag(component);
    if (!isValidElement<Props>(component) || component.type !== "style" || !(styledVersionAttribute in component.props)) {
      return component;
    }
    return cloneElement(component, { [styledVersionAttribute]: undefined, [prerenderedStylesAttribute]: "" });
  });

/** For gatsby-browser's `onClientEntry`, before the first render. */
export const registerPrerenderedStyles = (doc: Document = document): number => {
  const tag = doc.querySelector(`style[${prerenderedStylesAttribute}]`);
  const names = styleNamesInSheet(tag?.textContent ?? "");
  for (const { componentId, name } of names) {
    __PRIVATE__.mainSheet.registerName(componentId, name);
  }
  return names.length;
};
