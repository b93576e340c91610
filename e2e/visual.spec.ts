import { test } from "@playwright/test";
import { compareAcrossWidths, themedPath, visualPages, visualViewports } from "./support/visual";

/*
 * Visual regression: one screenshot per page type, theme and width, compared with the
 * baselines in e2e/__screenshots__/visual.spec.ts/ (the "visual" project in
 * playwright.config.ts sets the path, the tolerances and reduced motion). Each page is
 * opened once, at the phone's width, and widened through the others (compareAcrossWidths).
 * After an intended change: `npm run test:visual:update`, look at the new images, commit them.
 */

const widths = visualViewports.map((viewport) => `${viewport.width}`).join(", ");

for (const visualPage of visualPages) {
  for (const theme of visualPage.themes) {
    test(`${visualPage.name} (${theme}) at ${widths}px`, async ({ page, request }) => {
      // Measured 5-11 s here (four screenshots).
      test.setTimeout(35_000);
      const path = typeof visualPage.path === "string" ? visualPage.path : await visualPage.path(request);
      await compareAcrossWidths(
        page,
        themedPath(path, theme),
        visualViewports,
        (viewport) => `${visualPage.name}-${theme}-${viewport.width}.png`,
      );
    });
  }
}
