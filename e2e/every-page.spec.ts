import { expect, test, type Page } from "@playwright/test";
import { isLandingPagePath } from "../cms/extensions/landing-pages/slugs.mjs";
import { hasLightTwin, toLightPath } from "../src/lib/light-mirror";
import { openWithPolicy, policyViolations, serveLikeAnAdapter, stopServingLikeAnAdapter } from "./support/adapter-headers";
import { axeViolations } from "./support/axe";
import { collectPageErrors, nextFrames, sitemapPaths, waitForHydration, watchNetwork, type NetworkWatch } from "./support/site";

/**
 * The one sweep over every built page, at a phone's and a desktop's width: each is served with
 * the headers an adapter sends (the site's Content Security Policy among them), hydrates with
 * no policy violation and no console error, passes axe (WCAG 2.2 A/AA and best practices) and
 * does not scroll sideways. No other spec opens every page.
 *
 * Each page is opened once, at the phone's width (the visitor the site is built for first),
 * checked, then widened to the desktop's width in the same tab and checked again: axe and the
 * sideways scroll at both widths, the console and the policy over both. The site's layout
 * follows the width through CSS media queries and Swiper's breakpoints, which Swiper applies
 * again on a resize (each states every value, so none depends on the resize history: see
 * src/features/carousel/slide-layout.ts); a widened page lays out as one opened wide, and pages
 * opened at desktop widths are what the visual tests (1280 and 1920 px) compare. Opening each
 * page a second time (its load, hydration and quiet network) was half of this sweep's time.
 */
const notFoundPaths = ["/no-such-page/", "/light/no-such-page/"];
// Second addresses of pages; their canonical URL is in the sitemap, these are not.
const duplicateAddresses = ["/service-details/", "/team-details/", "/portfolio-details/"];

const pageSets: Record<string, (sitemap: string[]) => string[]> = {
  "main pages": (sitemap) => [...sitemap, ...duplicateAddresses, notFoundPaths[0]!],
  // The light twins share their main page's canonical URL, so the sitemap leaves them out. Every
  // landing page the CMS has (none in its samples) has one too.
  "light twins": (sitemap) => [
    ...sitemap.filter((path) => hasLightTwin(path) || isLandingPagePath(path)).map(toLightPath),
    notFoundPaths[1]!,
  ],
};

test.beforeEach(async ({ page }) => {
  await serveLikeAnAdapter(page);
});
test.afterEach(async ({ page }) => {
  await stopServingLikeAnAdapter(page);
});

const widths = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } };

/** Lets the layout follow a new width: two frames, then whatever it asked for (larger images). */
const settleAfterResize = async (page: Page, network: NetworkWatch) => {
  await nextFrames(page);
  await network.settled();
};

/** The checks of one width, soft: a page's every failure is reported, and the sweep goes on. */
const checkAtWidth = async (page: Page, path: string, width: number) => {
  expect.soft(await axeViolations(page), `axe on ${path} at ${width}px`).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(clientWidth, `${path}: the viewport is ${width}px wide`).toBe(width);
  expect.soft(scrollWidth, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(clientWidth);
};

/** Halves of each page set, so that Playwright's two workers share the sweep evenly. */
const halves = [0, 1] as const;

for (const [name, pick] of Object.entries(pageSets)) {
  for (const half of halves) {
    test(`${name}, half ${half + 1}, at 375px then 1280px: the adapter's headers, no policy violation, axe, no console error, no sideways scroll`, async ({
      page,
      request,
    }) => {
      // Measured: about 3 s a page here, 25-30 pages a half, another worker beside it.
      test.setTimeout(4 * 60_000);
      const every = pick(await sitemapPaths(request));
      // The embedded CMS's sample content gives 59 main pages and 49 light twins.
      expect(every.length, "pages in this set").toBeGreaterThanOrEqual(40);
      expect(every.length, "pages in this set").toBeLessThanOrEqual(120);
      const paths = every.filter((_, index) => index % halves.length === half);
      const network = watchNetwork(page);
      for (const path of paths) {
        await page.setViewportSize(widths.phone);
        const errors = collectPageErrors(page);
        await openWithPolicy(page, path);
        await waitForHydration(page.getByRole("link", { name: "Skip to content" }));
        await network.settled();
        await checkAtWidth(page, path, widths.phone.width);
        await page.setViewportSize(widths.desktop);
        await settleAfterResize(page, network);
        await checkAtWidth(page, path, widths.desktop.width);
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
