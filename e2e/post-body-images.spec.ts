import { expect, test } from "@playwright/test";
import { cms, cmsUrl } from "./support/cms";
import { collectPageErrors, watchNetwork } from "./support/site";

/**
 * An editor may write a CMS image with a Directus transform (`…/assets/<id>?width=800`). The
 * build must publish that image with the site like any other: visitors' browsers never call
 * the CMS. The samples have such an image in one published post (cms/samples/content.mjs).
 */

interface BodyImagePost {
  id: number;
  title: string;
  /** The `src` the editor wrote, and the image's alt text. */
  src: string;
  alt: string;
}

const cmsOrigin = new URL(cmsUrl).origin;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const queryStringImage = new RegExp(
  `<img\\s[^>]*src="(${escapeRegExp(cmsUrl.replace(/\/+$/, ""))}/assets/[0-9a-f-]{36}\\?[^"]+)"[^>]*>`,
  "i",
);

let post: BodyImagePost;

test.beforeAll(async () => {
  const posts = await cms<Array<{ id: number; title: string; body: string | null }>>(
    "GET",
    `/items/posts?fields=id,title,body&filter[status][_eq]=published&sort=-date_created,-id&limit=-1`,
  );
  const found = posts.flatMap((candidate) => {
    const match = queryStringImage.exec(candidate.body ?? "");
    if (!match) return [];
    const alt = /\salt="([^"]*)"/.exec(match[0])?.[1] ?? "";
    return [{ id: candidate.id, title: candidate.title, src: match[1]!.replace(/&amp;/g, "&"), alt }];
  });
  expect(
    found.length,
    "a published post whose body shows a CMS image with a query string (a database made before it was added needs `npm run cms:reset`)",
  ).toBeGreaterThan(0);
  post = found[0]!;
  expect(post.alt, "the sample image has alt text to find it by").not.toBe("");
});

test("a CMS image written with a query string is served from the site, sized, and the page never calls the CMS", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const network = watchNetwork(page);
  const cmsRequests: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).origin === cmsOrigin) cmsRequests.push(sent.url());
  });

  await page.goto(`/blog/${post.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  const image = page.getByRole("article").getByRole("img", { name: post.alt, exact: true });
  await expect(image).toHaveCount(1);

  // Same origin as the page, a file of the build (no CMS URL, no transform in its address).
  const src = (await image.getAttribute("src"))!;
  const resolved = new URL(src, page.url());
  expect(resolved.origin).toBe(new URL(page.url()).origin);
  expect(src).not.toContain(cmsOrigin);
  expect(resolved.search).toBe("");

  // Its real size, so it takes its space before it loads.
  const width = Number(await image.getAttribute("width"));
  const height = Number(await image.getAttribute("height"));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);

  // The body's images load lazily: bring it into view, then it must load from the site.
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), {
      message: `${src} loads`,
    })
    .toBeGreaterThan(0);
  const natural = await image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
  expect(natural).toEqual({ width, height });

  const served = await request.get(resolved.pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\//);

  // Let any late request show itself before counting.
  await network.settled();
  expect(cmsRequests, "requests of the page to the CMS").toEqual([]);
  expect(errors).toEqual([]);
});

test("the built post's HTML no longer holds the address the editor wrote", async ({ request }) => {
  const html = await (await request.get(`/blog/${post.id}/`)).text();
  expect(html).toContain(post.alt);
  expect(html).not.toContain(post.src);
  expect(html).not.toContain(post.src.replace(/&/g, "&amp;"));
});
