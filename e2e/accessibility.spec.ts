import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hasLightTwin, toLightPath } from "../src/lib/light-mirror";
import { collectPageErrors, sitemapPaths } from "./support/site";

const notFoundPaths = ["/no-such-page/", "/light/no-such-page/"];
// Second addresses of pages; their canonical URL is in the sitemap, these are not.
const duplicateAddresses = ["/service-details/", "/team-details/", "/portfolio-details/"];

// One test per width so that the two run side by side on Playwright's workers.
for (const width of [375, 1280]) {
  test(`every built page passes axe (WCAG 2.2 A/AA) without console errors at ${width}px`, async ({ page, request }) => {
    // Measured 5.9 and 6.0 min here (every page, at each width).
    test.setTimeout(10 * 60_000);
    const sitemap = await sitemapPaths(request);
    // The light twins share their main page's canonical URL, so the sitemap leaves them out.
    const lightTwins = sitemap.filter(hasLightTwin).map(toLightPath);
    const paths = [...sitemap, ...lightTwins, ...duplicateAddresses, ...notFoundPaths];
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
      expect.soft(violations, `axe on ${path} at ${width}px`).toEqual([]);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect.soft(scrollWidth, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(clientWidth);
      // Resource failures are left to the link checks; here we want script errors.
      const scriptErrors = errors.filter((error) => !error.startsWith("Failed to load resource"));
      expect.soft(scriptErrors, `console errors on ${path}`).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  });
}
