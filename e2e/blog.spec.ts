import { expect, test, type Locator } from "@playwright/test";
import { cardTitles, loadAllPosts, postList } from "./support/blog";
import { postsWithStatus, type CmsPost } from "./support/cms";
import { collectPageErrors, pageTitle, requestedPaths, site, waitForHydration, watchNetwork } from "./support/site";
import { postCountText } from "../src/lib/blog/post-count";

let published: CmsPost[];
let unpublished: CmsPost[];

test.beforeAll(async () => {
  published = await postsWithStatus("published");
  unpublished = await postsWithStatus("not-published");
  expect(published.length).toBeGreaterThanOrEqual(14);
  expect(unpublished.length).toBeGreaterThanOrEqual(3);
});

const expectedSteps = (total: number, initial: number, step: number): number[] => {
  const steps = [Math.min(initial, total)];
  while (steps.at(-1)! < total) steps.push(Math.min(total, steps.at(-1)! + step));
  return steps;
};

test("/blog shows 4 posts newest first, 3 more per 'Load More Blog' from chunks fetched on demand, and hides the button at the end", async ({
  page,
}) => {
  const chunks = requestedPaths(page, "/blog-data/all/");
  const network = watchNetwork(page);
  await page.goto("/blog/");
  await expect(page).toHaveTitle(pageTitle("Blog"));
  expect(await cardTitles(page)).toEqual(published.slice(0, 4).map((post) => post.title));
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing 4 of ${published.length} posts`);

  const button = page.getByRole("button", { name: "Load More Blog" });
  await waitForHydration(button);
  // Nothing fetches or prefetches the list's data before the visitor asks for more.
  await page.getByRole("link", { name: "Blog", exact: true }).first().hover();
  await network.settled();
  expect(chunks).toEqual([]);

  await button.click();
  // Keyboard focus moves to the first post the click revealed.
  await expect(page.getByRole("link", { name: published[4]!.title, exact: true }).first()).toBeFocused();
  expect(chunks).toEqual(["/blog-data/all/0.json"]);
  await page.reload();
  chunks.length = 0;

  expect(await loadAllPosts(page)).toEqual(expectedSteps(published.length, 4, 3));
  await expect(button).toBeHidden();
  expect(await cardTitles(page)).toEqual(published.map((post) => post.title));
  // Each chunk once, and only the chunks that hold posts.
  const chunkCount = Math.ceil(published.length / 12);
  expect(chunks).toEqual(Array.from({ length: chunkCount }, (_, index) => `/blog-data/all/${index}.json`));
});

test("the blog page's own data holds only the posts it shows first", async ({ request }) => {
  const pageData = await (await request.get("/page-data/blog/page-data.json")).text();
  expect(pageData).toContain(published[3]!.title);
  expect(pageData).not.toContain(published[4]!.title);
  expect(pageData.length).toBeLessThan(20_000);
});

test("every post is reachable without JavaScript, through the archive linked from the blog", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog/");
  await page.getByRole("link", { name: "Browse the archive of every post" }).click();
  await expect(page).toHaveURL("/blog/archive/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog archive");
  const hrefs = await page
    .getByRole("list", { name: "Posts" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  // Each entry links its post, and its category where it has one.
  expect(hrefs.filter((href) => /^\/blog\/\d+\/$/.test(href ?? ""))).toEqual(published.map((post) => `/blog/${post.id}/`));
  const last = published.at(-1)!;
  await page.getByRole("link", { name: last.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  await context.close();
});

test("/blog-list shows 5 posts, then 3 more per click, each linking to its post page", async ({ page }) => {
  await page.goto("/blog-list/");
  expect(await loadAllPosts(page)).toEqual(expectedSteps(published.length, 5, 3));
  for (const post of published) {
    await expect(postList(page).getByRole("link", { name: post.title, exact: true })).toHaveAttribute(
      "href",
      `/blog/${post.id}/`,
    );
  }
});

test("category pages list exactly their posts", async ({ page }) => {
  const slugs = [...new Set(published.flatMap((post) => (post.category ? [post.category.slug] : [])))];
  expect(slugs.length).toBeGreaterThanOrEqual(4);
  for (const slug of slugs) {
    const expected = published.filter((post) => post.category?.slug === slug);
    await page.goto(`/blog/category/${slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0]!.category!.name);
    await loadAllPosts(page);
    expect(await cardTitles(page)).toEqual(expected.map((post) => post.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/blog/category/${slug}/`);
  }
});

test("tag pages list exactly their posts, and the sidebar links to the most used tags", async ({ page }) => {
  await page.goto("/blog/");
  const tagLinks = page
    .getByRole("complementary", { name: "Blog sidebar" })
    .getByRole("list", { name: "Tags" })
    .getByRole("link");
  await expect(tagLinks).not.toHaveCount(0);
  expect(await tagLinks.count()).toBeLessThanOrEqual(7);
  const tag = (await tagLinks.first().innerText()).trim();
  await tagLinks.first().click();
  await expect(page).toHaveURL(/\/blog\/tag\/[a-z0-9-]+\/$/);
  await loadAllPosts(page);
  const expected = published.filter((post) => (post.tags ?? []).some((t) => t.toLowerCase() === tag.toLowerCase()));
  expect(await cardTitles(page)).toEqual(expected.map((post) => post.title));
});

test("the sidebar's recent posts (the four newest) and category counts are fetched once the page is up instead of written into every page", async ({
  page,
  request,
}) => {
  const newest = published.slice(0, 4);
  const oldest = published.at(-1)!;
  // The page's HTML holds four placeholders and no post of the list: a save of one of the
  // newest posts then renders its own pages again, not every page with a sidebar.
  const html = await (await request.get(`/blog/${oldest.id}/`)).text();
  const start = html.indexOf(">Recent Posts</h2>");
  expect(start).toBeGreaterThan(0);
  const panel = html.slice(start, html.indexOf("</section>", start));
  expect(panel).toContain('aria-busy="true"');
  expect(panel.match(/<li [^>]*aria-hidden="true"/g)).toHaveLength(4);
  expect(panel).not.toContain("/blog/" + newest[0]!.id + "/");
  // Nor the categories' counts: publishing a post changes them.
  const categoriesStart = html.indexOf(">Categories</h2>");
  expect(categoriesStart).toBeGreaterThan(0);
  const categoriesPanel = html.slice(categoriesStart, html.indexOf("</section>", categoriesStart));
  expect(categoriesPanel).toContain("/blog/category/");
  expect(categoriesPanel).not.toMatch(/\(\d+\)/);

  const counts = new Map<string, { name: string; count: number }>();
  for (const post of published) {
    if (!post.category) continue;
    const entry = counts.get(post.category.slug) ?? { name: post.category.name, count: 0 };
    counts.set(post.category.slug, { ...entry, count: entry.count + 1 });
  }
  expect(counts.size).toBeGreaterThan(1);
  const sidebarJson = requestedPaths(page, "/blog-data/sidebar.json");
  for (const path of [`/blog/${oldest.id}/`, `/light/blog/${oldest.id}/`]) {
    await page.goto(path);
    const list = page.getByRole("region", { name: "Recent Posts" }).getByRole("list");
    await expect(list).toHaveAttribute("aria-busy", "false");
    const links = list.getByRole("link");
    await expect(links).toHaveText(newest.map((post) => post.title));
    const prefix = path.startsWith("/light/") ? "/light" : "";
    for (const [index, post] of newest.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `${prefix}/blog/${post.id}/`);
    }
    const categories = page.getByRole("region", { name: "Categories" });
    for (const [slug, { name, count }] of counts) {
      await expect(categories.getByRole("link", { name: `${name} (${postCountText(count)})` })).toHaveAttribute(
        "href",
        `${prefix}/blog/category/${slug}/`,
      );
    }
  }
  // Once per page load; moving to another page in the site shows the list without a request.
  expect(sidebarJson).toHaveLength(2);
  await page.getByRole("region", { name: "Recent Posts" }).getByRole("link").first().click();
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toHaveText(newest[0]!.title);
  await expect(page.getByRole("region", { name: "Recent Posts" }).getByRole("link")).toHaveCount(4);
  expect(sidebarJson).toHaveLength(2);
});

test("a post page shows its title, category, en-GB date, hero image, body, tags and structured data", async ({ page }) => {
  const post = published.find((candidate) => candidate.category && (candidate.tags ?? []).length > 0)!;
  const errors = collectPageErrors(page);
  await page.goto(`/blog/${post.id}/`);
  await expect(page).toHaveTitle(pageTitle(post.title));
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(article.getByRole("link", { name: post.category!.name, exact: true })).toHaveAttribute(
    "href",
    `/blog/category/${post.category!.slug}/`,
  );
  const expectedDate = new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(post.date_created));
  await expect(article.locator("time").first()).toHaveText(expectedDate);
  // Responsive WebP only: the widths the layout draws, no formats nobody downloads.
  const hero = article.locator("img[data-main-image]").first();
  await expect(hero).toHaveAttribute("srcset", /^[^,]*\.webp[^,]* 440w,[^,]*\.webp[^,]* 880w/);
  expect(await article.locator("picture source").count()).toBe(0);
  await expect(article.getByRole("list", { name: "Tags of this post" }).getByRole("link")).toHaveCount(post.tags!.length);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: post.title,
    datePublished: post.date_created,
    author: { name: site.agencyName },
    publisher: { name: site.agencyName },
  });
  // The samples have no share images of their own: each post's is made from its title at build time.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${site.siteUrl}/share-images/[0-9a-f]{16}\\.jpg$`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/blog/${post.id}/`);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

/** True once the first gatsby-plugin-image picture inside `container` has loaded and faded in. */
const imageShown = (container: Locator) =>
  container
    .locator("img[data-main-image]")
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === "1");

test("hero images show on a first visit without the client image renderer, and after moving between pages", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto("/blog/");
  await waitForHydration(postList(page).getByRole("link").first());
  await expect.poll(() => imageShown(postList(page))).toBe(true);
  // The pre-built images need no client-side renderer: react-dom/server stays off the wire.
  expect((await Promise.all(scripts)).some((source) => source.includes("renderToStaticMarkup"))).toBe(false);

  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await postList(page).getByRole("heading").first().getByRole("link").click();
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
  await expect.poll(() => imageShown(page.getByRole("article"))).toBe(true);
});

test("posts without a category or without tags render cleanly", async ({ page }) => {
  const uncategorised = published.find((post) => !post.category)!;
  const untagged = published.find((post) => (post.tags ?? []).length === 0)!;
  expect(uncategorised, "the samples have a post without a category").toBeTruthy();
  expect(untagged, "the samples have a post without tags").toBeTruthy();
  for (const post of [uncategorised, untagged]) {
    const errors = collectPageErrors(page);
    await page.goto(`/blog/${post.id}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    expect(errors).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
  await expect(page.getByRole("list", { name: "Tags of this post" })).toHaveCount(0);
});

test("drafts and archived posts appear nowhere: pages, list chunks, sidebar data, feed, sitemap", async ({ page, request }) => {
  const texts = [
    await (await request.get("/rss.xml")).text(),
    await (await request.get("/sitemap-0.xml")).text(),
    await (await request.get("/page-data/blog/page-data.json")).text(),
    await (await request.get("/page-data/blog/archive/page-data.json")).text(),
  ];
  for (let index = 0; index * 12 < published.length; index += 1) {
    texts.push(await (await request.get(`/blog-data/all/${index}.json`)).text());
  }
  texts.push(await (await request.get("/blog-data/sidebar.json")).text());
  await page.goto("/blog/");
  const staticQueryUrls = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.includes("/page-data/sq/d/")),
    );
  // The runtime fetches static query results after the page loads; wait until it has.
  await expect
    .poll(async () => (await staticQueryUrls()).length, { message: "the sidebar's data was loaded" })
    .toBeGreaterThan(0);
  const staticQueries: string[] = await page.evaluate(() =>
    Promise.all(
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.includes("/page-data/sq/d/"))
        .map((url) => fetch(url).then((response) => response.text())),
    ),
  );
  texts.push(...staticQueries);
  for (const post of unpublished) {
    expect((await request.get(`/blog/${post.id}/`)).status(), `post ${post.id} (${post.status})`).toBe(404);
    for (const text of texts) expect(text).not.toContain(post.title);
  }
});

test("the feed lists the latest published posts (up to 50), newest first", async ({ request }) => {
  const feed = await (await request.get("/rss.xml")).text();
  const items = [...feed.matchAll(/<item>[\s\S]*?<title><!\[CDATA\[([\s\S]*?)\]\]><\/title>/g)].map((match) => match[1]);
  expect(items).toEqual(published.slice(0, 50).map((post) => post.title));
  expect(feed).toContain(`<link>${site.siteUrl}/blog/${published[0]!.id}/</link>`);
  expect(feed).not.toContain("127.0.0.1");
});

test("posts are in the sitemap with lastmod; light twins are not", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const post of published) {
    expect(sitemap).toMatch(new RegExp(`<loc>${site.siteUrl}/blog/${post.id}/</loc><lastmod>[^<]+</lastmod>`));
  }
  expect(sitemap).not.toContain("/light/blog");
});

test("the earlier site's /blog/blog-details link leads to the newest post", async ({ page }) => {
  await page.goto("/blog/blog-details/");
  await expect(page).toHaveURL(`/blog/${published[0]!.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(published[0]!.title);
  await page.goto("/light/blog/blog-details/");
  await expect(page).toHaveURL(`/light/blog/${published[0]!.id}/`);
});

test("light variants of the blog use the light theme and keep links inside /light/", async ({ page }) => {
  for (const path of ["/light/blog/", "/light/blog-list/", `/light/blog/${published[0]!.id}/`]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  }
  await page.goto("/light/blog/");
  await expect(postList(page).getByRole("link", { name: published[0]!.title, exact: true })).toHaveAttribute(
    "href",
    `/light/blog/${published[0]!.id}/`,
  );
});

// The header and footer links are checked with the pages they lead to (layout specs).
test("every link and image in the content of the blog pages resolves", async ({ page, request }) => {
  // Measured 8.7 s here.
  test.setTimeout(30_000);
  const post = published[0]!;
  const pages = ["/blog/", "/blog-list/", `/blog/${post.id}/`, `/blog/category/${post.category?.slug ?? ""}/`, "/light/blog/"];
  const checked = new Map<string, number>();
  for (const path of pages) {
    await page.goto(path);
    const urls = await page
      .locator("main")
      .evaluate((main) => [
        ...Array.from(main.querySelectorAll("a[href]"), (element) => (element as HTMLAnchorElement).href),
        ...Array.from(
          main.querySelectorAll("img[src]"),
          (element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src,
        ),
        ...Array.from(main.querySelectorAll("source[srcset], img[srcset]"), (element) =>
          (element.getAttribute("srcset") ?? "")
            .split(",")
            .map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href),
        ).flat(),
      ]);
    for (const url of urls) {
      const parsed = new URL(url);
      if (parsed.origin !== new URL(page.url()).origin || checked.has(parsed.pathname + parsed.search)) continue;
      const status = (await request.get(parsed.pathname + parsed.search)).status();
      checked.set(parsed.pathname + parsed.search, status);
      expect(status, `${url} on ${path}`).toBe(200);
    }
  }
  expect(checked.size).toBeGreaterThan(40);
});
