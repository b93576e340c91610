export type ScrollDecision = "top" | "default";

/**
 * The view scrolls to the top on each path change. The first page load and any address
 * with a hash (an anchor, on this page or another) keep the browser's own behaviour.
 */
export const scrollDecision = (previousPathname: string | undefined, nextPathname: string, hash: string): ScrollDecision =>
  previousPathname !== undefined && previousPathname !== nextPathname && !hash ? "top" : "default";
