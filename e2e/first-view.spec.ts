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
  /** Whether its header has a subtitle, the paragraph right after the title (`h1 + p`); pages without have none there. */
  subtitle: boolean;
  /** The page's main call to action, when it has one in its header. */
  action?: (page: Page) => Locator;
}

const pages: FirstView[] = [
  { path: "/", subtitle: true, action: (page) => page.getByRole("link", { name: "Explore our services" }) },
  {
    path: "/light/tech-startup/",
    subtitle: true,
    action: (page) => page.getByRole("main").getByRole("link", { name: "Getting Started" }),
  },
  { path: "/login/", subtitle: true, action: (page) => page.getByRole("button", { name: "Login", exact: true }) },
  { path: "/register/", subtitle: true, action: (page) => page.getByRole("textbox").first() },
  { path: "/contact/", subtitle: true, action: (page) => page.getByRole("main").getByRole("textbox").first() },
  { path: "/about/", subtitle: true },
  { path: "/service/", subtitle: true },
  { path: "/service/web-dev/", subtitle: true },
  { path: "/portfolio/", subtitle: true },
  { path: "/team/", subtitle: true },
  { path: "/blog/", subtitle: true },
  { path: "/requirements/submission/", subtitle: false },
  { path: "/404/", subtitle: true },
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

    for (const { path, subtitle, action } of pages) {
      test(`${path}: title, subtitle and call to action are above the fold`, async ({ page }) => {
        await page.goto(path);
        const title = page.getByRole("heading", { level: 1 });
        await expect(title).toHaveCount(1);
        await expectInFirstView(title, viewport.height, "the title");
        const subtitleText = page.locator("h1 + p");
        await expect(subtitleText, "the subtitle after the title").toHaveCount(subtitle ? 1 : 0);
        if (subtitle) await expectInFirstView(subtitleText, viewport.height, "the subtitle");
        if (action) await expectInFirstView(action(page), viewport.height, "the call to action");
      });
    }
  });
}
