import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hasLightTwin, toLightPath } from "../src/lib/light-mirror";
import { openWithPolicy, policyViolations, serveLikeAnAdapter } from "./support/adapter-headers";
import { collectPageErrors, sitemapPaths, waitForHydration } from "./support/site";

/**
 * The one sweep over every built page, at a phone's and a desktop's width: each is served with
 * the headers an adapter sends (the site's Content Security Policy among them), hydrates with
 * no policy violation and no console error, passes axe (WCAG 2.2 A/AA and best practices) and
 * does not scroll sideways. No other spec opens every page.
 */

const notFoundPaths = ["/no-such-page/", "/light/no-such-page/"];
// Second addresses of pages; their canonical URL is in the sitemap, these are not.
const duplicateAddresses = ["/service-details/", "/team-details/", "/portfolio-details/"];

const pageSets: Record<string, (sitemap: string[]) => string[]> = {
  "main pages": (sitemap) => [...sitemap, ...duplicateAddresses, notFoundPaths[0]!],
  // The light twins share their main page's canonical URL, so the sitemap leaves them out.
  "light twins": (sitemap) => [...sitemap.filter(hasLightTwin).map(toLightPath), notFoundPaths[1]!],
};

/**
 * axe in the page itself (legacy mode): the site has no frames, and the default mode opens a
 * blank page for every analysis to merge the frames' results. Only violations are reported in
 * full. Measured on the same 10 pages on a quiet machine: 0.85 s of axe per page by default,
 * 0.33 s like this, the same violations found.
 */
const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
};

test.beforeEach(async ({ page }) => {
  await serveLikeAnAdapter(page);
});

// One test per width and page set, so that Playwright's two workers share them.
for (const width of [375, 1280]) {
  for (const [name, pick] of Object.entries(pageSets)) {
    test(`${name} at ${width}px: the adapter's headers, no policy violation, axe, no console error, no sideways scroll`, async ({
      page,
      request,
    }) => {
      // Measured: 1.4 to 2.0 minutes a set (about 2 s a page, another worker beside it).
      test.setTimeout(5 * 60_000);
      const paths = pick(await sitemapPaths(request));
      // The embedded CMS's sample content gives 59 main pages and 49 light twins.
      expect(paths.length, "pages in this set").toBeGreaterThanOrEqual(40);
      expect(paths.length, "pages in this set").toBeLessThanOrEqual(120);
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        const errors = collectPageErrors(page);
        await openWithPolicy(page, path);
        await waitForHydration(page.getByRole("link", { name: "Skip to content" }));
        await page.waitForLoadState("networkidle");
        expect.soft(await axeViolations(page), `axe on ${path} at ${width}px`).toEqual([]);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect.soft(scrollWidth, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(clientWidth);
        expect.soft(await policyViolations(page), `policy violations on ${path}`).toEqual([]);
        // Resource failures are left to the link checks; here we want script errors.
        const scriptErrors = errors.filter((error) => !error.startsWith("Failed to load resource"));
        expect.soft(scriptErrors, `console errors on ${path}`).toEqual([]);
        page.removeAllListeners("console");
        page.removeAllListeners("pageerror");
      }
    });
  }
}
