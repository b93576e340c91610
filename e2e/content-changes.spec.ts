import { expect, test } from "@playwright/test";
import { cardTitles, loadAllPosts } from "./support/blog";
import type { CmsPost } from "./support/cms";
import { revisedShardName } from "../src/gatsby/node/search-shards";
import { openSearch, resultList, shardList } from "./support/search";
import { revisedTitle } from "./support/site-edits/content-edits";
import { editedSite } from "./support/site-edits/state";

/**
 * Editors change content, the site is rebuilt (warm, in place), and the pages follow. The saves
 * and the rebuild are the site-edits setup's (e2e/site-edits.setup.ts, with the other editors'
 * saves), and its teardown puts the content back and checks the pages are as before
 * (e2e/site-edits-restore.teardown.ts).
 */

let rebuildOutput: string;
let edited: CmsPost;
let unpublished: CmsPost;
let hostileId: number;

// Read when the tests run: Playwright also loads this file to list the tests, before any setup.
test.beforeAll(() => {
  const { content, rebuild } = editedSite();
  rebuildOutput = rebuild.output;
  ({ edited, unpublished } = content);
  hostileId = content.hostileId!;
});

test("the rebuild after the saves fetched only the changes from the CMS", () => {
  expect(rebuildOutput).toContain("delta sync");
});

test("an edited title shows on its page and in the blog after the rebuild", async ({ page }) => {
  await page.goto(`/blog/${edited.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(revisedTitle(edited.title));
  await page.goto("/blog/");
  await loadAllPosts(page);
  expect(await cardTitles(page)).toContain(revisedTitle(edited.title));
});

test("the blog search lists the edited post once, under its new title: its older entry is left out", async ({
  page,
  request,
}) => {
  const list = await shardList(request);
  expect(list.shards).toContain(revisedShardName);
  expect(list.replaced).toHaveLength(1);
  const box = await openSearch(page);
  // Every word of the title as it was is in both entries, the older one and the revised one.
  await box.fill(edited.title);
  await expect(resultList(page).locator(`a[href="/blog/${edited.id}/"]`)).toHaveText([revisedTitle(edited.title)]);
});

test("an unpublished post's page disappears, and it leaves the lists and the feed", async ({ page, request }) => {
  expect((await request.get(`/blog/${unpublished.id}/`)).status()).toBe(404);
  await page.goto("/blog/");
  await loadAllPosts(page);
  expect(await cardTitles(page)).not.toContain(unpublished.title);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(unpublished.title);
});

test("hostile HTML in a post body builds into a page where no script runs and the safe content stays", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/blog/${hostileId}/`);
  await page.waitForLoadState("networkidle");
  const body = page.getByRole("article");
  await expect(body.getByRole("heading", { name: "Safe heading stays" })).toBeVisible();
  await expect(body.getByText("Safe paragraph stays")).toBeVisible();
  await expect(body.getByRole("link", { name: "link to OWASP" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(body.getByText("hover text stays")).toBeVisible();
  await body.getByText("hover text stays").hover();

  const injected = await body.evaluate((article) => ({
    scripts: article.querySelectorAll("script, iframe, object, embed, form, svg, math, style").length,
    handlers: Array.from(article.querySelectorAll("*")).flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => attribute.name.startsWith("on") || attribute.name === "style")
        .map((attribute) => `${element.tagName}[${attribute.name}]`),
    ),
    scriptUrls: Array.from(article.querySelectorAll("[href], [src]")).filter((element) =>
      /^\s*(javascript|vbscript|data):/i.test(element.getAttribute("href") ?? element.getAttribute("src") ?? ""),
    ).length,
    marker: (window as unknown as { __xss?: string }).__xss ?? null,
  }));
  expect(injected).toEqual({ scripts: 0, handlers: [], scriptUrls: 0, marker: null });
  expect(dialogs).toEqual([]);
});
