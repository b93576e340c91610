import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { collectPageErrors, sitemapPaths } from "./support/site";

const notFoundPaths = ["/no-such-page/", "/light/no-such-page/"];

test("every built page passes axe (WCAG 2.2 A/AA) without console errors", async ({ page, request }) => {
  test.setTimeout(5 * 60_000);
  const paths = [...(await sitemapPaths(request)), ...notFoundPaths];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
      expect(violations, `axe on ${path} at ${width}px`).toEqual([]);
      // Resource failures are left to the link checks; here we want script errors.
      const scriptErrors = errors.filter((error) => !error.startsWith("Failed to load resource"));
      expect(scriptErrors, `console errors on ${path}`).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  }
});
