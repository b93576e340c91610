import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * What a visitor sees before scrolling, on a phone and on a laptop: every page's title and
 * subtitle, and where a page has one, its main call to action. Titles size to their length
 * (src/theme/title-scale.ts), so a long headline must not push the rest out of view.
 */
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

interface FirstView {
  path: string;
  /** The page's main call to action, when it has one in its header. */
  action?: (page: Page) => Locator;
}

const pages: FirstView[] = [
  { path: "/", action: (page) => page.getByRole("link", { name: "Explore our services" }) },
  { path: "/light/tech-startup/", action: (page) => page.getByRole("main").getByRole("link", { name: "Getting Started" }) },
  { path: "/login/", action: (page) => page.getByRole("button", { name: "Login", exact: true }) },
  { path: "/register/", action: (page) => page.getByRole("textbox").first() },
  { path: "/contact/", action: (page) => page.getByRole("main").getByRole("textbox").first() },
  { path: "/about/" },
  { path: "/service/" },
  { path: "/service/web-dev/" },
  { path: "/portfolio/" },
  { path: "/team/" },
  { path: "/blog/" },
  { path: "/requirements/submission/" },
  { path: "/404/" },
];

const expectInFirstView = async (locator: Locator, viewportHeight: number, what: string) => {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} starts in view`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends in the first ${viewportHeight} px`).toBeLessThanOrEqual(viewportHeight);
};

for (const viewport of viewports) {
  test.describe(`first view at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const { path, action } of pages) {
      test(`${path}: title, subtitle and call to action are above the fold`, async ({ page }) => {
        await page.goto(path);
        const title = page.getByRole("heading", { level: 1 });
        await expectInFirstView(title, viewport.height, "the title");
        const subtitle = page.locator("h1 + p");
        if ((await subtitle.count()) > 0) await expectInFirstView(subtitle, viewport.height, "the subtitle");
        if (action) await expectInFirstView(action(page), viewport.height, "the call to action");
      });
    }
  });
}
