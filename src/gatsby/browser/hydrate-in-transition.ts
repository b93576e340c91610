import { type ReactElement, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

type Renderer = (element: ReactElement, container: Element) => void;

/**
 * Gatsby's `replaceHydrateFunction`: hydrate the pre-built page inside a transition.
 *
 * Gatsby calls `hydrateRoot` directly, which React 18 schedules in its default lane: the
 * whole page hydrates in one long task, and on a slow phone that task blocks input for
 * hundreds of milliseconds (Lighthouse's Total Blocking Time). Inside `startTransition` the
 * same hydration runs in a transition lane, which React time-slices: it yields to the
 * browser every few milliseconds, so taps and scrolls are answered while the page wakes up.
 * The HTML is already on screen, so nothing the visitor sees changes.
 *
 * Like Gatsby's own renderer, a page whose focus wrapper is empty (a client-only page) is
 * rendered instead of hydrated.
 */
export const hydrateInTransition: Renderer = (element, container) => {
  const prebuilt = document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false;
  if (!prebuilt) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
