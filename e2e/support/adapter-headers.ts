import { expect, type Page } from "@playwright/test";
import { MUST_REVALIDATE_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers";
import { contentSecurityPolicy, siteHeaders } from "../../src/gatsby/node/security-headers";

/**
 * `gatsby serve` sends none of the configured headers, so the specs serve each page with
 * exactly what a Gatsby adapter would send for it: Gatsby's own matcher, with Gatsby's defaults
 * for HTML, applied to gatsby-config's `headers`; and record every policy violation the browser
 * reports, so a page can be shown to work under the site's Content Security Policy.
 */
const adapterHeadersFor = createHeadersMatcher(siteHeaders, "");

/** Documents only (every page address ends in "/"); scripts, styles and data pass untouched. */
const isDocument = (url: URL) => url.pathname.endsWith("/") || url.pathname.endsWith(".html");

/**
 * @param options `everyResponse`: every response gets the headers of its own path, not only the
 * documents (a worker's script brings its own policy)
 */
export const serveLikeAnAdapter = async (page: Page, { everyResponse = false } = {}): Promise<void> => {
  await page.route(everyResponse ? "**/*" : isDocument, async (route) => {
    const response = await route.fetch();
    const pathname = new URL(route.request().url()).pathname;
    const headers = Object.fromEntries(
      adapterHeadersFor(pathname, MUST_REVALIDATE_HEADERS).map(({ key, value }) => [key, value]),
    );
    return route.fulfill({ response, headers: { ...response.headers(), ...headers } });
  });
  await page.addInitScript(() => {
    const reported: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = reported;
    document.addEventListener("securitypolicyviolation", (event) => {
      reported.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
};

/**
 * Ends what serveLikeAnAdapter started, at the end of a test that used it: a request still in
 * flight then (Gatsby prefetching another page's data) is dropped instead of failing the route
 * callback with "Test ended", which Playwright reports in whichever test runs next.
 */
export const stopServingLikeAnAdapter = (page: Page): Promise<void> => page.unrouteAll({ behavior: "ignoreErrors" });

/** The violations the page reported since it was opened. */
export const policyViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

/** Opens `path` and checks that it came with the policy. */
export const openWithPolicy = async (page: Page, path: string): Promise<void> => {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], `policy on ${path}`).toBe(contentSecurityPolicy);
};
