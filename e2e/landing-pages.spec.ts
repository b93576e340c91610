import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildToken, directusClient } from "../cms/server/index.mjs";
import { sampleLandingPage, type MadePage } from "../cms/test/sample-landing-page.mjs";
import { projectRoot } from "../platform/build/project-copy.mjs";
import { checkHtml } from "./validators/site-checks.mjs";
import { openWithPolicy, policyViolations, serveLikeAnAdapter, stopServingLikeAnAdapter } from "./support/adapter-headers";
import { axeViolations } from "./support/axe";
import { cms, cmsAdmin, cmsUrl } from "./support/cms";
import type { LandingEdits } from "./support/site-edits/landing-edits";
import { editedSite } from "./support/site-edits/state";
import { collectPageErrors, nextFrames, pageTitle, site, sitemapPaths, waitForHydration } from "./support/site";
import { compareAcrossWidths, visualViewports } from "./support/visual";

/**
 * Landing pages end to end: an editor makes a page with a hero, key figures and an FAQ through
 * the CMS's API, the site is rebuilt (warm, in place), and the page is at `/<slug>/` and its
 * light twin at `/light/<slug>/`, with those sections (the hero with its CMS image), its head, in
 * the sitemap once, and of the site's quality (axe at a phone's and a desktop's width, the
 * Content Security Policy, no console error, the Nu HTML Checker). A draft page is built nowhere,
 * and the tokens read its blocks and its image nowhere. A slug an address of the site uses is
 * refused on save, with the reason.
 *
 * The pages and the rebuild are the site-edits setup's (e2e/site-edits.setup.ts, with the other
 * editors' saves), and its teardown deletes them and checks they are gone from the rebuilt site
 * (e2e/site-edits-restore.teardown.ts).
 */

let landing: LandingEdits;
let rebuildOutput: string;
let paths: { main: string; light: string };

// Read when the tests run: Playwright also loads this file to list the tests, before any setup.
test.beforeAll(() => {
  const site = editedSite();
  landing = site.landing;
  rebuildOutput = site.rebuild.output;
  paths = { main: `/${landing.slug}/`, light: `/light/${landing.slug}/` };
});

test("the rebuild fetched the published page in full, and nothing else of pages", () => {
  // The draft is not the build's to read.
  expect(rebuildOutput).toMatch(/gatsby-source-directus: pages, 1 fetched, \d+ removed, 0 unchanged/);
});

const sectionsOf = (page: Page) => ({
  hero: page.getByRole("region", { name: sampleLandingPage.hero.title }),
  figures: page.getByRole("region", { name: sampleLandingPage.counters.label }),
  faq: page.getByRole("region", { name: sampleLandingPage.faq.title }),
});

for (const [theme, layout, shownAs] of [
  ["dark", "main", "/<slug>/"],
  ["light", "light", "/light/<slug>/"],
] as const) {
  test(`${shownAs} shows the hero, the key figures and the FAQ in the ${theme} theme`, async ({ page }) => {
    const address = paths[layout];
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const { hero, figures, faq } = sectionsOf(page);

    const { hero: heroText, counters, faq: faqText } = sampleLandingPage;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroText.title);
    await expect(hero.getByText(heroText.mini_title)).toBeVisible();
    await expect(hero.getByText(heroText.sub_title)).toBeVisible();
    // The CMS's image, as a copy the build published with the site.
    const image = hero.getByRole("img", { name: sampleLandingPage.heroImageAlt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/_gatsby\/image\//,
    );

    // The hero's scroll anchor leads to the block below it.
    await waitForHydration(page.getByRole("link", { name: "Skip to content" }));
    await hero.getByRole("link", { name: heroText.anchor_label }).click();
    await expect(page).toHaveURL(new RegExp(`${address}#block-2$`));

    const definitions = figures.getByRole("term");
    await expect(definitions).toHaveText(counters.items.map((item) => item.title));
    await expect(figures.getByRole("definition")).toHaveText(counters.items.map((item) => item.number));

    await expect(faq.getByRole("heading", { level: 2 })).toHaveText(faqText.title);
    const [first, second] = faqText.items;
    const firstQuestion = faq.getByRole("button", { name: first!.title });
    const secondQuestion = faq.getByRole("button", { name: second!.title });
    await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(first!.content)).toBeVisible();
    await secondQuestion.click();
    await expect(secondQuestion).toHaveAttribute("aria-expanded", "true");
    await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(second!.content)).toBeVisible();
  });
}

// Compared with baselines as the visual project's page types are (playwright.config.ts), at the
// phone's and the laptop's width, whole pages: the same layout and quality as the spec's pages.
// The same rebuild renamed the header menu's entry for the blog (e2e/site-edits.setup.ts), so at
// the laptop's width the baselines' header reads "Journal" where the site's own reads "Blog".
test.describe("looks as designed", () => {
  test.use({ reducedMotion: "reduce" });
  const wholePageWidths = visualViewports.filter((candidate) => candidate.screens === "full");
  for (const [theme, layout] of [
    ["dark", "main"],
    ["light", "light"],
  ] as const) {
    test(`in the ${theme} theme at ${wholePageWidths.map((viewport) => viewport.width).join(" and ")}px`, async ({ page }) => {
      await compareAcrossWidths(
        page,
        paths[layout],
        wholePageWidths,
        (viewport) => `landing-page-${theme}-${viewport.width}.png`,
      );
    });
  }
});

test("both addresses have the page's head: its title, the main address as canonical, the site's description", async ({
  page,
}) => {
  for (const address of [paths.main, paths.light]) {
    await page.goto(address);
    await expect(page).toHaveTitle(pageTitle(sampleLandingPage.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${site.siteUrl.replace(/\/$/, "")}${paths.main}`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.description);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test("the sitemap lists the page once, without its light twin; the draft is built nowhere", async ({ request }) => {
  const sitemap = await sitemapPaths(request);
  expect(sitemap.filter((address) => address === paths.main)).toHaveLength(1);
  expect(sitemap).not.toContain(paths.light);
  for (const address of [`/${landing.draftSlug}/`, `/light/${landing.draftSlug}/`])
    expect((await request.get(address)).status()).toBe(404);
  expect(sitemap).not.toContain(`/${landing.draftSlug}/`);
});

test("the page passes axe at 375 and 1280 px, under the site's policy, with no console error and no sideways scroll", async ({
  page,
}) => {
  await serveLikeAnAdapter(page);
  for (const address of [paths.main, paths.light]) {
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = collectPageErrors(page);
    await openWithPolicy(page, address);
    await waitForHydration(page.getByRole("link", { name: "Skip to content" }));
    await page.waitForLoadState("networkidle");
    expect.soft(await axeViolations(page), `axe on ${address} at 375px`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await nextFrames(page);
    expect.soft(await axeViolations(page), `axe on ${address} at 1280px`).toEqual([]);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect.soft(scrollWidth, `${address} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    expect.soft(await policyViolations(page), `policy violations on ${address}`).toEqual([]);
    expect
      .soft(
        errors.filter((error) => !error.startsWith("Failed to load resource")),
        `console errors on ${address}`,
      )
      .toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
  await stopServingLikeAnAdapter(page);
});

test("the Nu HTML Checker finds no error in either page", async () => {
  test.setTimeout(60_000);
  const files = [paths.main, paths.light].map((address) => `${address.slice(1)}index.html`);
  const html = await checkHtml(path.join(projectRoot, "public"), {
    pages: [paths.main, paths.light],
    forwarding: [],
    expected: files,
    found: files,
    missing: [],
    unexpected: [],
  });
  expect(html.filesChecked).toBe(2);
  expect(html.problems).toEqual([]);
});

test("the public and the build token read the published page's blocks, and no draft page's; the build its image only", async () => {
  const { published, draft, images } = landing;
  const faqOf = (page: MadePage | undefined) => page?.blocks.find((block) => block.collection === "block_faq")?.item;
  const [anyone, build] = [directusClient({ url: cmsUrl, token: null }), directusClient({ url: cmsUrl, token: buildToken() })];
  for (const client of [anyone, build]) {
    expect((await client.send("GET", `/items/block_faq/${faqOf(published)}`)).status).toBe(200);
    expect((await client.send("GET", `/items/block_faq/${faqOf(draft)}`)).status).toBe(403);
    expect((await client.send("GET", `/items/pages/${draft?.id}`)).status).toBe(403);
  }
  expect((await build.send("GET", `/assets/${images.published}`)).status).toBe(200);
  expect((await build.send("GET", `/assets/${images.draft}`)).status).toBe(403);
  expect((await anyone.send("GET", `/assets/${images.published}`)).status).toBe(403);
});

test("a slug that an address of the site, another page or no valid address has is refused on save, with the reason", async () => {
  const attempt = async (pageSlug: string) => {
    const response = await cmsAdmin().send("POST", "/items/pages", { status: "draft", title: "Refused", slug: pageSlug });
    const body = (await response.json()) as { errors?: { message: string }[] };
    return { status: response.status, message: body.errors?.[0]?.message ?? "" };
  };
  expect(await attempt("contact")).toEqual({
    status: 400,
    message: expect.stringContaining('The slug "contact" is taken: /contact/ is the Contact page'),
  });
  expect(await attempt("blog")).toMatchObject({
    status: 400,
    message: expect.stringContaining("its posts, categories and tags"),
  });
  expect(await attempt("Spring Offer")).toMatchObject({
    status: 400,
    message: expect.stringContaining("is not a valid address"),
  });
  const { published, draft } = landing;
  expect(await attempt(landing.slug)).toMatchObject({
    status: 400,
    message: expect.stringContaining(`is taken by the page “${sampleLandingPage.title}” (${published?.id})`),
  });
  // An existing page cannot be given such a slug either.
  const rename = await cmsAdmin().send("PATCH", `/items/pages/${draft?.id}`, { slug: "team" });
  expect(rename.status).toBe(400);
  expect((await cms<{ slug: string }>("GET", `/items/pages/${draft?.id}?fields=slug`)).slug).toBe(landing.draftSlug);
});
