import { expect, test } from "@playwright/test";
import { site, sitemapPaths } from "./support/site";

test("pages declare English and carry canonical, Open Graph and Twitter tags", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Home/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${site.siteUrl}/social-card.png`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /favicon/);
});

test("robots.txt points at the sitemap index, which lists the pages", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  const paths = await sitemapPaths(request);
  expect(paths).toContain("/");
  expect(paths.some((path) => path.startsWith("/404"))).toBe(false);
});

test("the social card and web manifest are served", async ({ request }) => {
  const card = await request.get("/social-card.png");
  expect(card.headers()["content-type"]).toBe("image/png");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe(site.agencyName);
  expect(manifest.icons.length).toBeGreaterThan(0);
});
