import { expect, test as teardown } from "@playwright/test";
import { headersShow } from "../platform/build/built-headers.mjs";
import { oneRebuildTestTimeoutMs, rebuildInPlace } from "./support/rebuild-in-place";
import { openSearch, resultList, shardList } from "./support/search";
import { hostileTitle, restoreContentEdits } from "./support/site-edits/content-edits";
import { restoreLandingEdits } from "./support/site-edits/landing-edits";
import { restoreMenuEdits } from "./support/site-edits/menu-edits";
import { recordedSiteEdits, type SiteEdits } from "./support/site-edits/state";
import { sitemapPaths } from "./support/site";

/**
 * The teardown of the site-edits setup (e2e/site-edits.setup.ts; playwright.config.ts runs it
 * after the projects that check the edited site, also when they failed): every save is put back
 * in the CMS and the site rebuilt, so that `public` is again a build of the CMS's own content
 * (`npm run serve` and the audit read it after the tests); then each edit is checked to be gone.
 */
teardown.describe.configure({ mode: "serial" });

/** What the setup made (recorded in the file it shares), read by the first test. */
let made: SiteEdits = {};

teardown("with the editors' saves put back in the CMS, the site is rebuilt", async () => {
  teardown.setTimeout(oneRebuildTestTimeoutMs);
  made = recordedSiteEdits();
  // Playwright skips the setup when a project it depends on failed, and still runs this teardown:
  // then there is nothing to put back, and no rebuild is spent on saying so.
  expect(Object.keys(made), "the site-edits setup made no edit to put back: it did not run").not.toHaveLength(0);
  const { content, landing, menu } = made;
  if (content) await restoreContentEdits(content);
  if (menu) await restoreMenuEdits(menu);
  if (landing) await restoreLandingEdits(landing);
  await rebuildInPlace();
});

teardown("the content is as before, and the deleted post is gone", async ({ page, request }) => {
  expect(made.content?.hostileId, "the setup made every content edit").toBeDefined();
  const { edited, unpublished, hostileId } = made.content!;
  await page.goto(`/blog/${edited.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited.title);
  // The title is back as its shard indexed it: no older entry is left out of the search, which
  // finds the post once, under that title. (The revisions shard may still list posts whose
  // article changed and changed back with the same text: the SEO project's moved category.)
  expect((await shardList(request)).replaced).toEqual([]);
  await (await openSearch(page)).fill(edited.title);
  await expect(resultList(page).locator(`a[href="/blog/${edited.id}/"]`)).toHaveText([edited.title]);
  expect((await request.get(`/blog/${unpublished.id}/`)).status()).toBe(200);
  // A deleted post leaves the site as an unpublished one does.
  expect((await request.get(`/blog/${hostileId}/`)).status()).toBe(404);
  const feed = await (await request.get("/rss.xml")).text();
  expect(feed).toContain(unpublished.title);
  expect(feed).not.toContain(hostileTitle);
});

teardown("every page's header shows the menu entry's name again", () => {
  expect(made.menu, "the setup renamed the menu entry").toBeDefined();
  const { entry, renamed } = made.menu!;
  const shown = headersShow(entry.title);
  expect(shown.pagesChecked).toBeGreaterThan(50);
  expect(shown.pagesWithout).toEqual([]);
  expect(headersShow(renamed).pagesWithout).toHaveLength(shown.pagesChecked);
});

teardown("the deleted landing pages are built nowhere and left the sitemap", async ({ request }) => {
  expect(made.landing?.published, "the setup made the landing pages").toBeDefined();
  const { slug } = made.landing!;
  for (const address of [`/${slug}/`, `/light/${slug}/`]) expect((await request.get(address)).status()).toBe(404);
  expect(await sitemapPaths(request)).not.toContain(`/${slug}/`);
});
