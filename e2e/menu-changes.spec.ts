import { expect, test } from "@playwright/test";
import { parseBuildLog } from "../platform/build/build-log.mjs";
import { headersShow } from "../platform/build/built-headers.mjs";
import { cms, cmsAdmin, postsWithStatus } from "./support/cms";
import type { MenuEdits } from "./support/site-edits/menu-edits";
import { editedSite } from "./support/site-edits/state";
import { waitForHydration } from "./support/site";

/**
 * Editors own the menus (Directus `navigation_menus`, `navigation_links`): a header menu entry
 * renamed through the Directus API is in every page's header after the rebuild, which renders
 * each page once; a link that would lead to an unpublished post is refused when it is saved.
 * The rename and the rebuild are the site-edits setup's (e2e/site-edits.setup.ts, with the other
 * editors' saves), and its teardown puts the name back and checks every page's header again
 * (e2e/site-edits-restore.teardown.ts).
 */

let entry: MenuEdits["entry"];
let renamed: string;
let rebuild: { output: string; seconds: number };

/** A save the CMS refuses: its status and Directus's message. */
const refusal = async (method: string, path: string, body: unknown) => {
  const answer = await cmsAdmin().send(method, path, body);
  const { errors } = (await answer.json()) as { errors?: { message: string }[] };
  return { status: answer.status, message: errors?.[0]?.message ?? "" };
};

// Read when the tests run: Playwright also loads this file to list the tests, before any setup.
test.beforeAll(() => {
  const site = editedSite();
  ({ entry, renamed } = site.menu);
  rebuild = site.rebuild;
});

test("the rebuild after renaming a header menu entry renders every page once, and every page's header shows the new name", () => {
  const rendered = parseBuildLog(rebuild.output).html;
  const shown = headersShow(renamed);
  test.info().annotations.push({
    type: "figure",
    description: `rebuild after the menu edit (and the other editors' saves): ${rendered.done}/${rendered.total} HTML pages rendered of ${shown.pagesInBuild} in the build, ${rebuild.seconds.toFixed(1)} s`,
  });
  expect(shown.pagesInBuild).toBeGreaterThan(50);
  expect(rendered).toEqual({ done: shown.pagesInBuild, total: shown.pagesInBuild });
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
    await expect(menu.getByRole("link", { name: entry.title, exact: true })).toHaveCount(0);
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
  const changed = await refusal("PATCH", `/items/navigation_links/${entry.id}`, { target_type: "post", post: draft?.id });
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
