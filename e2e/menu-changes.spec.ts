import { expect, test } from "@playwright/test";
import { parseBuildLog } from "../platform/build/build-log.mjs";
import { headersShow } from "../platform/build/built-headers.mjs";
import { cms, cmsAdmin, postsWithStatus } from "./support/cms";
import { oneRebuildTestTimeoutMs, rebuildInPlace } from "./support/rebuild-in-place";
import { waitForHydration } from "./support/site";

/**
 * Editors own the menus (Directus `navigation_menus`, `navigation_links`): a header menu entry
 * renamed through the Directus API is in every page's header after the rebuild, which renders
 * each page once; a link that would lead to an unpublished post is refused when it is saved.
 * Its project runs after the content-changes project (playwright.config.ts), as it rebuilds the
 * `public` folder every other spec reads; it ends by putting the menu back and rebuilding again.
 * Alone: `npm run test:e2e -- e2e/menu-changes.spec.ts --no-deps` (without --no-deps Playwright
 * runs the projects it depends on, every page spec included).
 */

const renamed = "Journal";
let entry: { id: number; title: string } | undefined;
let menuRebuild: { rendered: { done: number; total: number }; seconds: number };

/** Puts the entry's name back in the CMS; safe to call twice. */
const restoreMenu = async () => {
  if (entry) await cms("PATCH", `/items/navigation_links/${entry.id}`, { title: entry.title });
};

/** A save the CMS refuses: its status and Directus's message. */
const refusal = async (method: string, path: string, body: unknown) => {
  const answer = await cmsAdmin().send(method, path, body);
  const { errors } = (await answer.json()) as { errors?: { message: string }[] };
  return { status: answer.status, message: errors?.[0]?.message ?? "" };
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  [entry] = await cms<{ id: number; title: string }[]>(
    "GET",
    "/items/navigation_links?fields=id,title&filter[menu][_eq]=header&filter[route][_eq]=/blog/&limit=1",
  );
  expect(entry, "the header menu has a link to /blog/ (the provisioning seeds it)").toBeDefined();
  expect(entry?.title).not.toBe(renamed);
  await cms("PATCH", `/items/navigation_links/${entry?.id}`, { title: renamed });
  const started = Date.now();
  const { html } = parseBuildLog(await rebuildInPlace());
  menuRebuild = { rendered: html, seconds: (Date.now() - started) / 1000 };
});

// Also after a failed test, so the CMS never keeps the test's name.
test.afterAll(restoreMenu);

test("the rebuild after renaming a header menu entry renders every page once, and every page's header shows the new name", () => {
  const shown = headersShow(renamed);
  test.info().annotations.push({
    type: "figure",
    description: `menu edit rebuild: ${menuRebuild.rendered.done}/${menuRebuild.rendered.total} HTML pages rendered of ${shown.pagesInBuild} in the build, ${menuRebuild.seconds.toFixed(1)} s`,
  });
  expect(shown.pagesInBuild).toBeGreaterThan(50);
  expect(menuRebuild.rendered).toEqual({ done: shown.pagesInBuild, total: shown.pagesInBuild });
  // Every page but the tech-startup page, whose header leads to its own sections.
  expect(shown.ownLayoutPages).toBe(1);
  expect(shown.pagesChecked).toBe(shown.pagesInBuild - 1);
  expect(shown.pagesWithout).toEqual([]);
});

test("after hydration the header shows the new name, leading to the blog of the page's theme", async ({ page }) => {
  for (const [pagePath, blogPath] of [
    ["/", "/blog/"],
    ["/light/about/", "/light/blog/"],
    ["/contact/", "/blog/"],
  ] as const) {
    await page.goto(pagePath);
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const link = menu.getByRole("link", { name: renamed, exact: true });
    await waitForHydration(link);
    await expect(link).toHaveAttribute("href", blogPath);
    await expect(menu.getByRole("link", { name: entry?.title, exact: true })).toHaveCount(0);
  }
});

test("a link to a draft post is refused when it is saved, naming the link and the post; a linked post cannot be archived", async () => {
  const [draft] = await postsWithStatus("draft");
  const [published] = await postsWithStatus("published");
  expect(draft && published, "the CMS has a draft and a published post (the samples)").toBeTruthy();

  const made = await refusal("POST", "/items/navigation_links", {
    menu: "footer_links",
    title: "Coming soon",
    target_type: "post",
    post: draft?.id,
  });
  expect(made).toEqual({
    status: 400,
    message: `Invalid payload. The link “Coming soon” leads to the post “${draft?.title}”, which is a draft: only a published post can be linked. Publish it first, or choose another target.`,
  });
  const changed = await refusal("PATCH", `/items/navigation_links/${entry?.id}`, { target_type: "post", post: draft?.id });
  expect(changed.status).toBe(400);
  expect(changed.message).toContain(`The link “${renamed}” leads to the post “${draft?.title}”, which is a draft`);

  // A link to a published post is saved (in no menu: no page shows it); its post then stays published.
  const link = await cms<{ id: number }>("POST", "/items/navigation_links", {
    title: "Featured story",
    target_type: "post",
    post: published?.id,
  });
  try {
    const archived = await refusal("PATCH", `/items/posts/${published?.id}`, { status: "archived" });
    expect(archived).toEqual({
      status: 400,
      message: `Invalid payload. The post “${published?.title}” is linked from the site's navigation (the link “Featured story”): point that link elsewhere first, then unpublish, archive or delete.`,
    });
    expect((await cms<{ status: string }>("GET", `/items/posts/${published?.id}?fields=status`)).status).toBe("published");
  } finally {
    await cms("DELETE", `/items/navigation_links/${link.id}`);
  }
});

// Last, so that `public` is again a build of the CMS's own content (npm run serve and the audit
// read it after the tests).
test("with the menu put back and the site rebuilt, every page's header shows the entry's name again", async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  await restoreMenu();
  await rebuildInPlace();
  const shown = headersShow(entry?.title ?? "");
  expect(shown.pagesChecked).toBeGreaterThan(50);
  expect(shown.pagesWithout).toEqual([]);
  expect(headersShow(renamed).pagesWithout).toHaveLength(shown.pagesChecked);
});
