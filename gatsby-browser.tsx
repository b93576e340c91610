import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition } from "./src/gatsby/hydrate-in-transition";
import { scrollDecision } from "./src/lib/scroll";

export { wrapPageElement, wrapRootElement } from "./src/gatsby/wrappers";

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const { pathname, hash } = routerProps.location;
  if (scrollDecision(prevRouterProps?.location.pathname, pathname, hash) === "top") {
    window.scrollTo(0, 0);
    return false;
  }
  return true;
};

// Not annotated with GatsbyBrowser: its Renderer type is ReactDOM's legacy `render` signature.
export const replaceHydrateFunction = () => hydrateInTransition;
