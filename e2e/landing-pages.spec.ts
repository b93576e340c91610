import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildToken, directusClient } from "../cms/server/index.mjs";
import {
  createSampleLandingPage,
  deleteSampleLandingPage,
  sampleLandingPage,
  type MadePage,
} from "../cms/test/sample-landing-page.mjs";
import { projectRoot } from "../platform/build/project-copy.mjs";
import { checkHtml } from "./validators/site-checks.mjs";
import { openWithPolicy, policyViolations, serveLikeAnAdapter, stopServingLikeAnAdapter } from "./support/adapter-headers";
import { heroImage } from "../cms/samples/images.mjs";
import { axeViolations } from "./support/axe";
import { cms, cmsAdmin, cmsUrl } from "./support/cms";
import { uploadImage } from "./support/cms-files";
import { oneRebuildTestTimeoutMs, rebuildInPlace } from "./support/rebuild-in-place";
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
 * This project runs after the content-changes project (playwright.config.ts), as it rebuilds the
 * `public` folder the other specs read; it ends by deleting its pages and rebuilding again.
 */

const runId = Date.now().toString(36);
const slug = `spring-launch-${runId}`;
const draftSlug = `spring-draft-${runId}`;
const paths = { main: `/${slug}/`, light: `/light/${slug}/` };
let published: MadePage | undefined;
let draft: MadePage | undefined;
/** The heroes' images: the published page's, and the draft's. */
const images = { published: "", draft: "" };

const removePages = async () => {
  for (const page of [published, draft]) if (page) await deleteSampleLandingPage(cmsAdmin().api, page);
  for (const image of Object.values(images)) if (image) await cms("DELETE", `/files/${image}`);
  published = undefined;
  draft = undefined;
  images.published = "";
  images.draft = "";
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  images.published = await uploadImage(`Landing hero ${runId}`, {
    bytes: await heroImage({ hue: 140, motif: "waves", seed: 7 }),
    type: "image/jpeg",
  });
  images.draft = await uploadImage(`Unannounced landing hero ${runId}`);
  published = await createSampleLandingPage(cmsAdmin().api, { slug, heroImage: images.published });
  draft = await createSampleLandingPage(cmsAdmin().api, { slug: draftSlug, status: "draft", heroImage: images.draft });
  const started = Date.now();
  const output = await rebuildInPlace();
  // The published page fetched in full, nothing else of pages (the draft is not the build's).
  expect(output).toMatch(/gatsby-source-directus: pages, 1 fetched, \d+ removed, 0 unchanged/);
  const html = /Building static HTML for pages - [\d.]+s - (\d+\/\d+)/.exec(output)?.[1] ?? "none";
  test.info().annotations.push({
    type: "figure",
    description: `build after adding a landing page: ${((Date.now() - started) / 1000).toFixed(1)} s, HTML pages ${html}`,
  });
});

// Also after a failed test, so the CMS never keeps the test's pages.
test.afterAll(async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  const hadPages = published !== undefined || draft !== undefined;
  await removePages();
  if (hadPages) await rebuildInPlace();
});

const sectionsOf = (page: Page) => ({
  hero: page.getByRole("region", { name: sampleLandingPage.hero.title }),
  figures: page.getByRole("region", { name: sampleLandingPage.counters.label }),
  faq: page.getByRole("region", { name: sampleLandingPage.faq.title }),
});

for (const [theme, address] of [
  ["dark", paths.main],
  ["light", paths.light],
] as const) {
  test(`${address.replace(runId, "<run>")} shows the hero, the key figures and the FAQ in the ${theme} theme`, async ({
    page,
  }) => {
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
test.describe("looks as designed", () => {
  test.use({ reducedMotion: "reduce" });
  const wholePageWidths = visualViewports.filter((candidate) => candidate.screens === "full");
  for (const [theme, address] of [
    ["dark", paths.main],
    ["light", paths.light],
  ] as const) {
    test(`in the ${theme} theme at ${wholePageWidths.map((viewport) => viewport.width).join(" and ")}px`, async ({ page }) => {
      await compareAcrossWidths(page, address, wholePageWidths, (viewport) => `landing-page-${theme}-${viewport.width}.png`);
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
  for (const address of [`/${draftSlug}/`, `/light/${draftSlug}/`]) expect((await request.get(address)).status()).toBe(404);
  expect(sitemap).not.toContain(`/${draftSlug}/`);
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
  expect(await attempt(slug)).toMatchObject({
    status: 400,
    message: expect.stringContaining(`is taken by the page “${sampleLandingPage.title}” (${published?.id})`),
  });
  // An existing page cannot be given such a slug either.
  const rename = await cmsAdmin().send("PATCH", `/items/pages/${draft?.id}`, { slug: "team" });
  expect(rename.status).toBe(400);
  expect((await cms<{ slug: string }>("GET", `/items/pages/${draft?.id}?fields=slug`)).slug).toBe(draftSlug);
});
