import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition } from "./src/gatsby/browser/hydrate-in-transition";
import { registerPrerenderedStyles } from "./src/gatsby/browser/register-prerendered-styles";
import { scrollDecision } from "./src/lib/scroll";

export { wrapPageElement, wrapRootElement } from "./src/gatsby/shared/wrappers";

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const { pathname, hash } = routerProps.location;
  if (scrollDecision(prevRouterProps?.location.pathname, pathname, hash) === "top") {
    // Instant, not the stylesheet's smooth scrolling (meant for in-page anchors): a smooth
    // scroll from the old page's position is cut short when the new page's layout changes
    // under it, which could leave the visitor in the middle of the new page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    return false;
  }
  return true;
};

// Not annotated with GatsbyBrowser: its Renderer type is ReactDOM's legacy `render` signature.
export const replaceHydrateFunction = () => hydrateInTransition;

/** Before the first render: see src/gatsby/shared/prerendered-styles.ts. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  registerPrerenderedStyles();
};
