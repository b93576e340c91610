import { existsSync, readFileSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { selfHostedPaths } from "../platform/adapter/output-paths.mjs";
import { parseBuildLog } from "../platform/build/build-log.mjs";
import { projectRoot } from "../platform/build/project-copy.mjs";
import { writeSiteConfig } from "../platform/nginx/write-site-config.mjs";
import { freePort, startNginx, type Running } from "../platform/processes.mjs";
import { request } from "../platform/test/http-client.mjs";
import { nginxWorkerUser } from "../platform/test/nginx-user.mjs";
import { createSampleLandingPage, deleteSampleLandingPage, type MadePage } from "../cms/test/sample-landing-page.mjs";
import { cms, cmsAdmin, postsWithStatus, type CmsPost } from "./support/cms";
import { oneRebuildTestTimeoutMs, rebuildInPlace } from "./support/rebuild-in-place";
import { site } from "./support/site";

/**
 * Editors' SEO fields, generated share images and redirects, end to end: a post's meta
 * description, a category's new slug and a new landing page's new slug are saved through the
 * CMS's REST API, the site is rebuilt in place with the self-hosted adapter (warm, as the build
 * service rebuilds after a save) and served by nginx as on our own servers (platform/nginx); last,
 * the CMS content is put back and the site rebuilt without the adapter, so `public/` is again a
 * build of the CMS's own content. The CMS's refusals need no build. Its own project runs after
 * the page tests, before the site-edits projects (playwright.config.ts): it changes the CMS's
 * content and rebuilds `public/`.
 */

const metaDescription = "A meta description written by the end-to-end test of the SEO fields, for search results only.";
const categoryAddress = (slug: string) => `/blog/category/${slug}/`;

let temp = "";
let nginx: Running | undefined;
let port = 0;
let buildOutput = "";
let published: CmsPost[] = [];
let described: CmsPost;
let carded: CmsPost;
let category: { id: number; slug: string };
const movedSlug = () => `${category.slug}-moved`;
let landing: MadePage | undefined;
const landingSlug = "e2e-seo-landing";
const movedLandingSlug = `${landingSlug}-moved`;

/** The redirects the CMS holds from any of `addresses`. */
const redirectsFrom = (addresses: string[]) =>
  cms<{ id: number; from: string; to: string; permanent: boolean; note: string | null }[]>(
    "GET",
    `/items/redirects?fields=id,from,to,permanent,note&filter=${encodeURIComponent(JSON.stringify({ from: { _in: addresses } }))}`,
  );

/** Puts the CMS content back as it was before the test; safe to call twice. */
const restoreContent = async () => {
  if (landing) {
    await deleteSampleLandingPage(cmsAdmin().api, landing);
    landing = undefined;
  }
  const landingRedirects = await redirectsFrom([`/${landingSlug}/`, `/${movedLandingSlug}/`]);
  if (landingRedirects.length > 0)
    await cms(
      "DELETE",
      "/items/redirects",
      landingRedirects.map((redirect) => redirect.id),
    );
  if (described) await cms("PATCH", `/items/posts/${described.id}`, { meta_description: null });
  if (category) {
    const addresses = [categoryAddress(category.slug), categoryAddress(movedSlug())];
    const [current] = await cms<{ slug: string }[]>("GET", `/items/categories?fields=slug&filter[id][_eq]=${category.id}`);
    if (current?.slug !== category.slug) {
      await cms("PATCH", `/items/categories/${category.id}`, { slug: category.slug });
      // The hook answers the slug's return after the save (an action): the redirect from the
      // original address goes, and one from the moved address comes, which the test removes too.
      await expect
        .poll(async () => (await redirectsFrom(addresses)).map((redirect) => redirect.from), { timeout: 10_000 })
        .toEqual([categoryAddress(movedSlug())]);
    }
    const left = await redirectsFrom(addresses);
    if (left.length > 0)
      await cms(
        "DELETE",
        "/items/redirects",
        left.map((redirect) => redirect.id),
      );
  }
};

/** A file of the checkout's build (`public/`), by its address. */
const builtFile = (address: string) => path.join(projectRoot, "public", address);

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute("content");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  published = await postsWithStatus("published");
  const withCategory = published.find((post) => post.category);
  expect(withCategory, "the samples have a published post with a category").toBeTruthy();
  [described, carded] = published.filter((post) => post !== withCategory) as [CmsPost, CmsPost];
  const [found] = await cms<{ id: number; slug: string }[]>(
    "GET",
    `/items/categories?fields=id,slug&filter[slug][_eq]=${withCategory!.category!.slug}`,
  );
  category = found!;

  await cms("PATCH", `/items/posts/${described.id}`, { meta_description: metaDescription });
  await cms("PATCH", `/items/categories/${category.id}`, { slug: movedSlug() });
  landing = await createSampleLandingPage(cmsAdmin().api, { slug: landingSlug });
  await cms("PATCH", `/items/pages/${landing.id}`, { slug: movedLandingSlug });
  landing = { ...landing, slug: movedLandingSlug };
  // The hook adds the redirects just after the saves are answered (an action), before the build reads them.
  await expect.poll(async () => (await redirectsFrom([categoryAddress(category.slug)])).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await redirectsFrom([`/${landingSlug}/`])).length, { timeout: 10_000 }).toBe(1);

  buildOutput = await rebuildInPlace({ SITE_ADAPTER: "self-hosted" });

  const paths = selfHostedPaths(projectRoot);
  temp = await mkdtemp(path.join(os.tmpdir(), "seo-redirects-nginx-"));
  port = await freePort();
  const written = writeSiteConfig({
    routesDir: paths.nginxDir,
    publicDir: paths.publicDir,
    outDir: temp,
    listen: `127.0.0.1:${port}`,
    // No Functions are asked for here.
    functions: [`127.0.0.1:${await freePort()}`],
    user: nginxWorkerUser(paths.publicDir),
  });
  nginx = await startNginx({ mainConfPath: written.mainConfPath, stateDir: written.stateDir, port });
});

// Also after a failed test, so the CMS never keeps the test's changes.
test.afterAll(async () => {
  await restoreContent();
  await nginx?.stop("SIGTERM");
  if (temp) await rm(temp, { recursive: true, force: true });
});

test("a category's slug change adds a redirect from its old address in the CMS", async () => {
  expect(await redirectsFrom([categoryAddress(category.slug)])).toEqual([
    expect.objectContaining({
      from: categoryAddress(category.slug),
      to: categoryAddress(movedSlug()),
      permanent: true,
      note: expect.stringContaining(`moved from ${categoryAddress(category.slug)} to ${categoryAddress(movedSlug())}`),
    }),
  ]);
  expect(buildOutput).toContain("Redirects from the CMS: 4 made (light twins included, 0 to other sites), 0 refused");
});

test("a published landing page's new slug leaves a 301 from its old address, in both layouts", async () => {
  expect(await redirectsFrom([`/${landingSlug}/`])).toEqual([
    expect.objectContaining({ from: `/${landingSlug}/`, to: `/${movedLandingSlug}/`, permanent: true }),
  ]);
  for (const [from, to] of [
    [`/${landingSlug}/`, `/${movedLandingSlug}/`],
    [`/light/${landingSlug}/`, `/light/${movedLandingSlug}/`],
  ] as const) {
    const answer = await request({ port, path: from });
    expect({ status: answer.status, location: answer.headers.location }, from).toEqual({ status: 301, location: to });
    expect((await request({ port, path: to })).status, to).toBe(200);
  }
});

test("the served site answers the old address with a 301 to the new one, in both layouts", async () => {
  for (const [from, to] of [
    [categoryAddress(category.slug), categoryAddress(movedSlug())],
    [`/light${categoryAddress(category.slug)}`, `/light${categoryAddress(movedSlug())}`],
  ] as const) {
    const answer = await request({ port, path: from });
    expect({ status: answer.status, location: answer.headers.location }, from).toEqual({ status: 301, location: to });
    expect((await request({ port, path: to })).status, to).toBe(200);
  }
  // A plain static host has the forwarding page instead.
  const forwarding = readFileSync(builtFile(`${categoryAddress(category.slug)}index.html`), "utf8");
  expect(forwarding).toContain(`<meta http-equiv="refresh" content="0; url=${categoryAddress(movedSlug())}">`);
});

test("a post's edited meta description is in its head, and another post keeps its sub-title there", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/blog/${described.id}/`);
  expect(await metaContent(page, "description")).toBe(metaDescription);
  expect(await metaContent(page, "og:description")).toBe(metaDescription);
  expect(await metaContent(page, "twitter:description")).toBe(metaDescription);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: described.title, description: metaDescription });
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.goto(`http://127.0.0.1:${port}/blog/${carded.id}/`);
  expect(await metaContent(page, "description")).toBe(carded.sub_title || site.description);
});

test("a post without a share image gets one generated, 1200 × 630, named by its og:image", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/blog/${carded.id}/`);
  const image = await metaContent(page, "og:image");
  expect(image).toMatch(new RegExp(`^${site.siteUrl}/share-images/[0-9a-f]{16}\\.jpg$`));
  expect(await metaContent(page, "twitter:image")).toBe(image);
  const imagePath = image!.slice(site.siteUrl.length);

  const file = builtFile(imagePath);
  expect(existsSync(file)).toBe(true);
  const served = await request({ port, path: imagePath });
  expect({ status: served.status, type: served.headers["content-type"] }).toEqual({ status: 200, type: "image/jpeg" });
  expect(served.body.equals(readFileSync(file))).toBe(true);
  const { format, width, height } = await sharp(served.body).metadata();
  expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  expect(served.body.length).toBeGreaterThan(5 * 1024);
  expect(served.body.length).toBeLessThan(150 * 1024);

  // Every published post and landing page has its card (their titles differ; none has a share
  // image of its own), drawn by this build or kept from an earlier one (the scale test checks that
  // a cold build draws each), and only those are published.
  const cards = published.length + 1;
  const counts = parseBuildLog(buildOutput).shareImages;
  expect(counts, "the build log's share images line").not.toBeNull();
  const { generated, fromCache, inUse } = counts!;
  expect({ drawnOrKept: generated + fromCache, inUse }).toEqual({ drawnOrKept: cards, inUse: cards });
  expect(readdirSync(builtFile("/share-images"))).toHaveLength(cards);
});

test("a landing page without a share image gets its own generated card too", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/${movedLandingSlug}/`);
  const image = await metaContent(page, "og:image");
  expect(image).toMatch(new RegExp(`^${site.siteUrl}/share-images/[0-9a-f]{16}\\.jpg$`));
  await page.goto(`http://127.0.0.1:${port}/blog/${carded.id}/`);
  expect(await metaContent(page, "og:image")).not.toBe(image);
  expect((await request({ port, path: image!.slice(site.siteUrl.length) })).status).toBe(200);
});

test("the CMS refuses a redirect loop and a redirect from a live page, with a message", async () => {
  const admin = cmsAdmin();
  const first = await cms<{ id: number }>("POST", "/items/redirects", { from: "/e2e-seo-loop-a", to: "/e2e-seo-loop-b/" });
  try {
    const refusal = async (body: { from: string; to: string }) => {
      const answer = await admin.send("POST", "/items/redirects", body);
      const json = (await answer.json()) as { errors?: { message: string }[] };
      return { status: answer.status, message: json.errors?.[0]?.message ?? "" };
    };
    const loop = await refusal({ from: "/e2e-seo-loop-b", to: "/e2e-seo-loop-a" });
    expect(loop.status).toBe(400);
    expect(loop.message).toContain(
      "would make a loop, where visitors never arrive: /e2e-seo-loop-b/ → /e2e-seo-loop-a/ → /e2e-seo-loop-b/",
    );

    const live = await refusal({ from: `/blog/${described.id}/`, to: "/contact/" });
    expect(live.status).toBe(400);
    expect(live.message).toContain(`A redirect from /blog/${described.id}/ would hide a live page: the published post`);

    const stored = await cms<{ from: string }[]>("GET", "/items/redirects?fields=from&filter[from][_starts_with]=/e2e-seo-loop");
    expect(stored).toEqual([{ from: "/e2e-seo-loop-a/" }]);
  } finally {
    await cms("DELETE", `/items/redirects/${first.id}`);
  }
});

// Last, so that `public` is again a build of the CMS's own content (npm run serve and the audit
// read it after the tests).
test("with the content put back and the site rebuilt, the old addresses are pages again and the edits are gone", async () => {
  test.setTimeout(oneRebuildTestTimeoutMs);
  await restoreContent();
  const output = await rebuildInPlace();
  expect(output).toContain("Redirects from the CMS: 0 made");

  const categoryPage = readFileSync(builtFile(`${categoryAddress(category.slug)}index.html`), "utf8");
  expect(categoryPage).not.toContain('http-equiv="refresh"');
  expect(categoryPage).toContain(`<link rel="canonical" href="${site.siteUrl}${categoryAddress(category.slug)}"`);
  // The moved pages are gone, and so are the forwarding pages of the landing page's old address.
  const gone = [
    categoryAddress(movedSlug()),
    `/${movedLandingSlug}/`,
    `/light/${movedLandingSlug}/`,
    `/${landingSlug}/`,
    `/light/${landingSlug}/`,
  ];
  expect(gone.filter((address) => existsSync(builtFile(`${address}index.html`)))).toEqual([]);
  expect(output).toContain(`Redirect forwarding pages removed (their redirect is gone): `);
  expect(readFileSync(builtFile(`/blog/${described.id}/index.html`), "utf8")).not.toContain(metaDescription);
});
