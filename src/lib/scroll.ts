export type ScrollDecision = "top" | "default";

/**
 * Spec §2: the view scrolls to the top on each path change. In-page anchors (a hash on
 * the same path) keep the browser's own behaviour.
 */
export const scrollDecision = (previousPathname: string | undefined, nextPathname: string, hash: string): ScrollDecision =>
  previousPathname !== undefined && previousPathname !== nextPathname && !hash ? "top" : "default";
