import { expect, test } from "@playwright/test";
import { cardTitles, loadAllPosts } from "./support/blog";
import { cms, postsWithStatus, type CmsPost } from "./support/cms";
import { revisedShardName, shardDigitsSetting, shardOfPost } from "../src/gatsby/node/search-shards";
import { oneRebuildTestTimeoutMs, rebuildInPlace } from "./support/rebuild-in-place";
import { openSearch, resultList, shardList } from "./support/search";

/**
 * Editors change content, the site is rebuilt (warm, in place), and the pages follow.
 * This project runs after every other spec (playwright.config.ts) because it rebuilds the
 * `public` folder they read; it ends by putting the CMS content back and rebuilding again.
 */

const hostileBody = `
<h2>Safe heading stays</h2>
<p>Safe paragraph stays, with a <a href="https://owasp.org/">link to OWASP</a>.</p>
<script>window.__xss = "script"; alert("script")</script>
<img src="x" onerror="window.__xss = 'onerror'; alert('onerror')">
<svg onload="window.__xss = 'svg'"><circle r="4"></circle></svg>
<a href="javascript:window.__xss='href';alert('href')">javascript link</a>
<a href="&#106;avascript:alert('entity')">entity link</a>
<iframe src="javascript:alert('iframe')"></iframe>
<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>
<div style="background:url(javascript:alert('style'))" onmouseover="window.__xss='hover'">hover text stays</div>
<details open ontoggle="window.__xss='toggle'"><summary>toggle</summary></details>
<noscript><p title="</noscript><img src=x onerror=window.__xss='mxss'>"></p></noscript>
<form action="javascript:alert('form')"><button formaction="javascript:alert(1)">Send</button></form>
<object data="javascript:alert('object')"></object>
<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='math'></style></mglyph></table></mtext></math>
`;

let edited: CmsPost;
let unpublished: CmsPost;
let hostileId: number;
let hostileDeleted = false;
const revisedTitle = (title: string) => `${title} (revised)`;

/** Puts the CMS content back as it was before the test; safe to call twice. */
const restoreContent = async () => {
  if (edited) await cms("PATCH", `/items/posts/${edited.id}`, { title: edited.title });
  if (unpublished) await cms("PATCH", `/items/posts/${unpublished.id}`, { status: "published" });
  if (hostileId && !hostileDeleted) {
    await cms("DELETE", `/items/posts/${hostileId}`);
    hostileDeleted = true;
  }
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  const published = await postsWithStatus("published");
  unpublished = published[2]!;
  // The post with the lowest id: its shard of the search index (SEARCH_INDEX_SHARD_DIGITS) keeps
  // its posts, as neither the unpublished post nor the new one is in it, so the edited post goes
  // into the index's revisions shard (src/gatsby/node/search-shards.ts).
  edited = published.reduce((lowest, post) => (post.id < lowest.id ? post : lowest));
  const digits = shardDigitsSetting(process.env.SEARCH_INDEX_SHARD_DIGITS);
  expect(shardOfPost(String(edited.id), digits)).not.toBe(shardOfPost(String(unpublished.id), digits));
  await cms("PATCH", `/items/posts/${edited.id}`, { title: revisedTitle(edited.title) });
  await cms("PATCH", `/items/posts/${unpublished.id}`, { status: "draft" });
  const hostile = await cms<{ id: number }>("POST", "/items/posts", {
    status: "published",
    title: "Hostile markup renders inert",
    sub_title: "A post written by the content-change test.",
    body: hostileBody,
    tags: ["xss-test"],
  });
  hostileId = hostile.id;

  const started = Date.now();
  const output = await rebuildInPlace();
  expect(output).toContain("delta sync");
  const queries = /run queries in workers - [\d.]+s - (\d+\/\d+)/.exec(output)?.[1] ?? "?";
  test.info().annotations.push({
    type: "figure",
    description: `build after 3 content changes: ${((Date.now() - started) / 1000).toFixed(1)} s, queries ${queries}`,
  });
});

// Also after a failed test, so the CMS never keeps the test's changes.
test.afterAll(restoreContent);

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

// Last, so that `public` is again a build of the CMS's own content (npm run serve and the
// audit read it after the tests), and a deleted post leaves the site like an unpublished one.
test("with the content put back and the site rebuilt, the pages are as before and the deleted post is gone", async ({
  page,
  request,
}) => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  await restoreContent();
  await rebuildInPlace();

  await page.goto(`/blog/${edited.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited.title);
  // The title is back as its shard indexed it: nothing is revised any more.
  expect(await shardList(request)).toMatchObject({ shards: expect.not.arrayContaining([revisedShardName]), replaced: [] });
  expect((await request.get(`/blog/${unpublished.id}/`)).status()).toBe(200);
  expect((await request.get(`/blog/${hostileId}/`)).status()).toBe(404);
  const feed = await (await request.get("/rss.xml")).text();
  expect(feed).toContain(unpublished.title);
  expect(feed).not.toContain("Hostile markup renders inert");
});
