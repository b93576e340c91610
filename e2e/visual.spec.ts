import { expect, test } from "@playwright/test";
import {
  captureArea,
  fixedClock,
  settlePage,
  themedPath,
  visualPages,
  visualViewports,
  type Theme,
  type VisualPage,
  type VisualViewport,
} from "./support/visual";

/*
 * Visual regression: one screenshot per page type, theme and width, compared with the
 * baselines in e2e/__screenshots__/visual.spec.ts/ (the "visual" project in
 * playwright.config.ts sets the path, the tolerances and reduced motion). After an
 * intended change: `npm run test:visual:update`, look at the new images, commit them.
 */

const screenshotName = (visualPage: VisualPage, theme: Theme, viewport: VisualViewport): string =>
  `${visualPage.name}-${theme}-${viewport.width}.png`;

for (const viewport of visualViewports) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const visualPage of visualPages) {
      for (const theme of visualPage.themes) {
        test(`${visualPage.name} (${theme})`, async ({ page, request }) => {
          const path = typeof visualPage.path === "string" ? visualPage.path : await visualPage.path(request);
          await page.clock.setFixedTime(fixedClock);
          await page.goto(themedPath(path, theme));
          await settlePage(page);
          await expect(page).toHaveScreenshot(screenshotName(visualPage, theme, viewport), {
            ...captureArea(viewport),
            // Only the poster of a video is part of the design; its frames are not.
            mask: [page.locator("video")],
          });
        });
      }
    }
  });
}
