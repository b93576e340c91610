import { expect, type APIRequestContext, type CDPSession, type Page } from "@playwright/test";
import type { ArchivePageContext } from "../../src/gatsby/node/blog-archive-pages";
import { archivePath, categoryPath, postPath } from "../../src/lib/blog/paths";
import { caseStudyPath } from "../../src/content/portfolio";
import { servicePath } from "../../src/content/service-names";
import { teamMemberPath } from "../../src/content/team";
import { techStartupPath } from "../../src/features/tech-startup/tech-startup-content";
import { toLightPath } from "../../src/lib/light-mirror";
import { nextFrames, waitForHydration, watchNetwork, type NetworkWatch } from "./site";

/**
 * The widths the visual tests cover, each with a typical screen height of that class, and
 * how much of the page is kept. A full page catches a layout change anywhere, but full
 * pages at every width weighed over 53 MB of baselines (108 PNGs; two screens at 768 and
 * 1920 px still 48 MB), more than a repository should carry. So the phone and the laptop,
 * where the layouts differ most, keep the full page (24 MB); the tablet and the wide
 * screen keep their first screen (header, hero and what follows it): 15 MB, 39 MB in all.
 */
export const visualViewports = [
  { width: 390, height: 844, screens: "full" },
  { width: 768, height: 1024, screens: 1 },
  { width: 1280, height: 800, screens: "full" },
  { width: 1920, height: 1080, screens: 1 },
] as const;

export type VisualViewport = (typeof visualViewports)[number];

type CaptureArea = { fullPage: true; clip?: { x: number; y: number; width: number; height: number } };

/** What `toHaveScreenshot` captures at a width: the whole page, or its first screens. */
export const captureArea = ({ width, height, screens }: VisualViewport): CaptureArea =>
  screens === "full" ? { fullPage: true } : { fullPage: true, clip: { x: 0, y: 0, width, height: height * screens } };

export type Theme = "dark" | "light";

/**
 * One page type. `path` may need the built site to find (a post's address is its CMS id).
 * Themes lists the variants that exist: light twins exist only for the sections of
 * `lightMirroredSections` (and the 404 page, which follows the address); the tech-startup
 * page exists only under /light/.
 */
export interface VisualPage {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  themes: readonly Theme[];
}

const both: readonly Theme[] = ["dark", "light"];
const darkOnly: readonly Theme[] = ["dark"];

/**
 * A sample post (cms/samples/content.mjs; the samples match posts by title and never change
 * an existing one) with a hero, lists and a lazy inline image below the fold.
 */
export const visualPostTitle = "Designing forms people finish";
/** A sample category that published sample posts use, so its page always exists. */
export const visualCategorySlug = "design";

/** An archive page's data: its posts come in its page context (src/gatsby/node/blog-archive-pages.ts). */
interface ArchivePageData {
  result: { pageContext: Pick<ArchivePageContext, "posts"> };
}

/**
 * The served build's address of a post, found by title in the archive's page data: the
 * id the CMS gave the post depends on the database, the title does not.
 */
export const builtPostPath = async (request: APIRequestContext, title: string): Promise<string> => {
  for (let archivePage = 1; ; archivePage += 1) {
    const response = await request.get(`/page-data${archivePath(archivePage)}page-data.json`);
    if (!response.ok()) throw new Error(`No post titled "${title}" in the built archive`);
    const { posts } = ((await response.json()) as ArchivePageData).result.pageContext;
    const post = posts.find((candidate) => candidate.title === title);
    if (post) return postPath(post.directusId);
  }
};

/** One of each page type of the site (src/pages, src/templates). */
export const visualPages: readonly VisualPage[] = [
  { name: "home", path: "/", themes: darkOnly },
  { name: "about", path: "/about/", themes: both },
  { name: "service", path: "/service/", themes: both },
  { name: "service-detail", path: servicePath("web-dev"), themes: both },
  { name: "portfolio", path: "/portfolio/", themes: darkOnly },
  { name: "case-study", path: caseStudyPath, themes: darkOnly },
  { name: "team", path: "/team/", themes: both },
  { name: "team-member", path: teamMemberPath("avery-collins"), themes: both },
  { name: "blog", path: "/blog/", themes: both },
  { name: "post", path: (request) => builtPostPath(request, visualPostTitle), themes: both },
  { name: "category", path: categoryPath(visualCategorySlug), themes: both },
  { name: "contact", path: "/contact/", themes: both },
  { name: "questionnaire", path: "/requirements/submission/", themes: darkOnly },
  { name: "login", path: "/login/", themes: darkOnly },
  { name: "register", path: "/register/", themes: darkOnly },
  { name: "404", path: "/no-such-page/", themes: both },
  // Its only address is under /light/ already.
  { name: "tech-startup", path: techStartupPath.replace(/^\/light/, ""), themes: ["light"] },
];

/** The address of a page in a theme: dark is the default, light is the /light/ twin. */
export const themedPath = (path: string, theme: Theme): string => (theme === "light" ? toLightPath(path) : path);

/**
 * Nothing on the site prints the current date today; a fixed clock keeps a future "n days
 * ago" or copyright year from changing the baselines on its own. Timers keep running.
 */
export const fixedClock = new Date("2025-03-14T12:00:00Z");

/**
 * Lazy images load only near the viewport, and those a carousel clips off to the side
 * never come into view: ask for every image now, and wait until each is decoded. Swiper
 * may add slides (loop copies) while this waits, so each look asks for the new ones too.
 */
const loadEveryImage = async (page: Page): Promise<void> => {
  const imagesNotLoaded = () =>
    page.evaluate(() => {
      document.querySelectorAll("img[loading=lazy]").forEach((image) => image.setAttribute("loading", "eager"));
      return [...document.images]
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src);
    });
  // Each whole screenshot test took 1.4-5.5 s here.
  await expect.poll(imagesNotLoaded, { message: "images still loading (or broken)", timeout: 15_000 }).toEqual([]);
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
};

/**
 * gatsby-plugin-image shows a placeholder until its main image has loaded, then fades the
 * main image in; a screenshot before that would catch the placeholder.
 */
const waitForGatsbyImages = async (page: Page): Promise<void> => {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLImageElement>("img[data-main-image]")].filter(
              (image) => image.style.opacity !== "1",
            ).length,
        ),
      { message: "gatsby-plugin-image main images not shown yet", timeout: 15_000 },
    )
    .toBe(0);
};

/**
 * Swiper replaces each carousel's fallback row once the carousel comes near the viewport
 * (useNearViewport): bring each into view until it has. The page may still be hydrating,
 * so the wait is for Swiper, not for a fixed time. Then none may rotate: reduced motion
 * pauses autoplay.
 */
const startCarouselsStill = async (page: Page): Promise<void> => {
  for (const carousel of await page.locator("[aria-roledescription=carousel]").all()) {
    await carousel.scrollIntoViewIfNeeded();
    // Within the 1.4-5.5 s a whole screenshot test takes here.
    await expect(carousel.locator(".swiper-initialized"), "Swiper did not start").toHaveCount(1, { timeout: 15_000 });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const rotating = await page.evaluate(
    () =>
      [...document.querySelectorAll(".swiper")].filter(
        (element) => (element as HTMLElement & { swiper?: { autoplay?: { running?: boolean } } }).swiper?.autoplay?.running,
      ).length,
  );
  expect(rotating, "Swiper autoplay runs under reduced motion").toBe(0);
};

/** The WebGL ripple never starts under reduced motion: its layer says so once hydrated. */
const expectRippleOff = async (page: Page): Promise<void> => {
  for (const layer of await page.locator("[data-ripple]").all()) {
    await expect(layer).toHaveAttribute("data-ripple", "off");
  }
};

/**
 * Three rendering rules for the screenshots only:
 * - sections skip painting while off screen (`content-visibility: auto` in
 *   src/components/ui/Container.tsx), and a full-page screenshot paints the page without
 *   scrolling it: without the first rule the sections below the first screens come out
 *   empty;
 * - Chromium draws a scaled-down photo with one of two resamplings, seemingly at random
 *   (about one raster in 25 of /team/ at 768 px; up to 940 pixels beyond the tolerance
 *   on a line drawing), even twice in a row on the same page. Nearest-neighbour scaling
 *   is the same every time (0 changes in 180 rasters): images look a little jagged in
 *   the screenshots, while their box, crop and content are still compared;
 * - gatsby-plugin-image gives each main image a layer of its own (`will-change: opacity`,
 *   `translateZ(0)`, an opacity fade), and where the image sits at a fraction of a pixel (the
 *   portraits of /team/ at 1280 px: y = 668.73) the compositor samples that layer on one of
 *   two grids. A CI run now and then got the other one: 173 pixels along the portraits'
 *   outlines, exactly what the same page shows with the image's layer taken away or given
 *   `will-change: transform`, while 32 runs here never did. Without a layer of its own an image
 *   is drawn in its page's layer, on that layer's one grid, whatever the compositor chooses.
 */
const screenshotRenderingRules = `
  * { content-visibility: visible !important; }
  img { image-rendering: pixelated !important; }
  [data-main-image] { transform: none !important; will-change: auto !important; transition: none !important; }
`;

const applyScreenshotRendering = (page: Page) => page.addStyleTag({ content: screenshotRenderingRules });

/**
 * The part of settling a page that a new width asks for again: carousels started and held
 * still, every image the layout now wants decoded and shown, no request in flight, fonts in,
 * scrolled to the top with the header in its unscrolled style.
 */
const settleLayout = async (page: Page, network: NetworkWatch): Promise<void> => {
  await startCarouselsStill(page);
  await loadEveryImage(page);
  await waitForGatsbyImages(page);
  await network.settled();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
  await nextFrames(page);
};

/**
 * Brings a freshly loaded page to a state that looks the same on every run: hydrated,
 * motion held still, fonts in, every image decoded and shown, scrolled to the top with
 * the header in its unscrolled style. `network` must watch the page from before it opened.
 */
const settlePage = async (page: Page, network: NetworkWatch): Promise<void> => {
  await page.waitForLoadState("load");
  // Some parts render their final state only once mounted (a paused carousel's "Play"
  // button); the footer hydrates last.
  await waitForHydration(page.getByRole("contentinfo").getByRole("link").last());
  await expectRippleOff(page);
  // Parts that fetch their content once the page is up (the blog sidebar's recent posts).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await applyScreenshotRendering(page);
  await settleLayout(page, network);
};

/**
 * Chromium chooses among an image's candidates preferring one it already holds: a page widened
 * from 768 px keeps its hero's 1,120 px candidate where the hero is drawn 500 px wide at 1280 px,
 * and a page opened at 1280 px loads the 560 px one (in a screenshot, another raster). So the
 * memory cache is emptied (DevTools' "disable cache" does that as it turns on; it is turned off
 * again at once) and each `srcset` set again to its value, which makes every image choose again
 * as a page opened at this width would.
 */
const chooseImagesAnew = async (page: Page, devTools: CDPSession): Promise<void> => {
  await devTools.send("Network.setCacheDisabled", { cacheDisabled: true });
  await devTools.send("Network.setCacheDisabled", { cacheDisabled: false });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("img[srcset], source[srcset]")) {
      element.setAttribute("srcset", element.getAttribute("srcset")!);
    }
  });
};

/**
 * Opens `path` at the narrowest of `viewports` and compares a screenshot at each width, from
 * the narrowest up, widening the same page in between (soft: every width is compared even
 * when one differs). A page widened lays out as one opened at that width: CSS media queries
 * and Swiper's breakpoints follow the width, each breakpoint states every value it sets
 * (src/features/carousel/slide-layout.ts), and each image chooses its candidate again
 * (chooseImagesAnew). The baselines, made from pages opened at each width, are the proof.
 * Opening each page once instead of at each width (its load, hydration and carousels) took the
 * visual project from 373 s of test time to 212 s (196 s to 115 s on two workers).
 */
export const compareAcrossWidths = async (
  page: Page,
  path: string,
  viewports: readonly VisualViewport[],
  screenshotName: (viewport: VisualViewport) => string,
): Promise<void> => {
  const [narrowest, ...wider] = viewports;
  if (!narrowest) throw new Error("compareAcrossWidths needs at least one width");
  const network = watchNetwork(page);
  await page.setViewportSize(narrowest);
  await page.clock.setFixedTime(fixedClock);
  await page.goto(path);
  await settlePage(page, network);
  const compare = (viewport: VisualViewport) =>
    expect.soft(page).toHaveScreenshot(screenshotName(viewport), {
      ...captureArea(viewport),
      // Only the poster of a video is part of the design; its frames are not.
      mask: [page.locator("video")],
    });
  await compare(narrowest);
  if (wider.length === 0) return;
  const devTools = await page.context().newCDPSession(page);
  await devTools.send("Network.enable");
  for (const viewport of wider) {
    await page.setViewportSize(viewport);
    await chooseImagesAnew(page, devTools);
    await nextFrames(page);
    await settleLayout(page, network);
    await compare(viewport);
  }
  await devTools.detach();
};
