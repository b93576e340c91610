/**
 * Whether React has hydrated a server-rendered element: it then carries React's props, and a key
 * press or click reaches its handler instead of the bare markup. Runs in the page (Playwright's
 * `evaluate` and `waitForFunction` send its source there), so it reads nothing from this module.
 * Used by e2e/support/site.ts's waitForHydration and the scale benchmark's search.
 * @param {Element | null} element
 * @returns {boolean}
 */
export const reactHydrated = (element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
