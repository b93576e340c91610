import { expect, test, type Page } from "@playwright/test";
import {
  createSampleLandingPage,
  deleteSampleLandingPage,
  sampleLandingPage,
  type MadePage,
} from "../../cms/test/sample-landing-page.mjs";
import { previewUrl } from "../../scripts/lib/preview-url.mjs";
import { cms, cmsAdmin, cmsAdminSignIn, cmsUrl } from "../support/cms";
import { signInToDirectusApp } from "../support/directus-app.mjs";
import { openInVisualEditor } from "../support/visual-editor";

/**
 * Landing pages in the live preview and the Visual Editor, as posts are (live-preview.spec.ts):
 * a draft page opens beside its form at the preview server's `/<slug>/` (the pages' preview URL),
 * and in the Visual Editor each of its blocks opens that block's fields; a save shows in the
 * page, which the flow "Refresh the preview on page changes" keeps up to date.
 */

const slug = `preview-launch-${Date.now().toString(36)}`;
let draft: MadePage | undefined;

/** The preview server's data of the page: its hero's title, once it has the page. */
const previewHeroTitle = async () => {
  const response = await fetch(`${previewUrl}/page-data/${slug}/page-data.json`);
  if (!response.ok) return undefined;
  const data = (await response.json()) as {
    result?: { data?: { page?: { blocks?: { __typename: string; title?: string }[] } } };
  };
  return data.result?.data?.page?.blocks?.find((block) => block.__typename === "DirectusBlockHero")?.title;
};

const signIn = (page: Page) => signInToDirectusApp(page, { url: cmsUrl, ...cmsAdminSignIn() });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(30_000);
  draft = await createSampleLandingPage(cmsAdmin().api, { slug, status: "draft" });
  // Saving the page ran the page preview flow: the preview server re-sources and makes the page.
  await expect.poll(previewHeroTitle, { timeout: 15_000, intervals: [250] }).toBe(sampleLandingPage.hero.title);
});

test.afterAll(async () => {
  if (draft) await deleteSampleLandingPage(cmsAdmin().api, draft);
});

test("a draft landing page opens beside its form at the preview's /<slug>/", async ({ page }) => {
  test.setTimeout(45_000);
  await signIn(page);
  await page.goto(`${cmsUrl}/admin/content/pages/${draft?.id}`);
  await expect(page.locator('.field[data-field="slug"] input')).toHaveValue(slug);
  await page.locator(".action-preview button").click();
  const frameElement = page.locator('iframe[title="Live Website Preview"]');
  await expect(frameElement).toHaveAttribute("src", `${previewUrl}/${slug}/`);
  const preview = page.frameLocator('iframe[title="Live Website Preview"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(sampleLandingPage.hero.title, { timeout: 8_000 });
});

test("the Visual Editor marks each block of the page and opens a block's fields; the page shows the save", async ({ page }) => {
  test.setTimeout(45_000);
  await signIn(page);
  await page.goto(`${cmsUrl}/admin/visual/${previewUrl}/${slug}/`);
  const preview = page.frameLocator("iframe#frame");
  const heading = preview.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(sampleLandingPage.hero.title, { timeout: 28_000 });

  // One editable band per block, each naming its block's collection and item.
  const marked = preview.locator("[data-directus]");
  await expect(marked).toHaveCount(3);
  const attributes = await marked.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-directus")));
  expect(attributes).toEqual(draft?.blocks.map((block) => `collection:${block.collection};item:${block.item};mode:drawer`));

  await openInVisualEditor(preview, heading);
  const titleInput = page.locator('.v-drawer .field[data-field="title"] input');
  await expect(titleInput).toHaveValue(sampleLandingPage.hero.title);
  await expect(page.locator('.v-drawer .field[data-field="mini_title"] input')).toHaveValue(sampleLandingPage.hero.mini_title);

  const revised = `${sampleLandingPage.hero.title} (visual editor)`;
  await titleInput.fill(revised);
  await page.locator('.v-drawer .header-bar button:has(i[data-icon="check"])').click();
  await expect(heading).toHaveText(revised, { timeout: 8_000 });
  const hero = draft?.blocks[0];
  expect((await cms<{ title: string }>("GET", `/items/${hero?.collection}/${hero?.item}?fields=title`)).title).toBe(revised);
});
