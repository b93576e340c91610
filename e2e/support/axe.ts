import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe in the page itself (legacy mode), WCAG 2.2 A/AA and best practices: the site has no frames,
 * and the default mode opens a blank page for every analysis to merge the frames' results. Only
 * violations are reported in full. Measured on the same 10 pages on a quiet machine: 0.85 s of
 * axe per page by default, 0.33 s like this, the same violations found.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
};
