import { type ReactNode, cloneElement, isValidElement } from "react";
import { prerenderedStylesAttribute } from "../shared/prerendered-styles";

/** The attribute styled-components' rehydration looks for, beside `data-styled`. */
const styledVersionAttribute = "data-styled-version";

type Props = Record<string, unknown>;

/**
 * For gatsby-ssr's `onPreRenderHTML`: the head with styled-components' tag marked as
 * pre-rendered, and without the version attribute that would make styled-components
 * rehydrate it. Everything else in the head is returned as it was. See
 * src/gatsby/shared/prerendered-styles.ts.
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
