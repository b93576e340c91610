import { expect, test, type Page } from "@playwright/test";
import { MUST_REVALIDATE_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers";
import { hasLightTwin, toLightPath } from "../src/lib/light-mirror";
import { contentSecurityPolicy, siteHeaders } from "../src/gatsby/node/security-headers";
import { asVisitor, uniqueEmail } from "./support/forms";
import { sitemapPaths, waitForHydration } from "./support/site";

/**
 * `gatsby serve` sends none of the configured headers, so here every page is served with
 * exactly what a Gatsby adapter would send for it: Gatsby's own matcher, with Gatsby's
 * defaults for HTML, applied to gatsby-config's `headers`. Then the site must work, on-demand
 * code included, without the browser reporting a single policy violation.
 */
const adapterHeadersFor = createHeadersMatcher(siteHeaders, "");

const serveLikeAnAdapter = async (page: Page) => {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const pathname = new URL(request.url()).pathname;
    const headers = Object.fromEntries(
      adapterHeadersFor(pathname, MUST_REVALIDATE_HEADERS).map(({ key, value }) => [key, value]),
    );
    return route.fulfill({ response, headers: { ...response.headers(), ...headers } });
  });
  await page.addInitScript(() => {
    const reported: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = reported;
    document.addEventListener("securitypolicyviolation", (event) => {
      reported.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
};

const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

/** Opens `path` and checks that it came with the policy. */
const openWithPolicy = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], `policy on ${path}`).toBe(contentSecurityPolicy);
};

test.beforeEach(async ({ page }) => {
  await serveLikeAnAdapter(page);
});

// Two tests, so that Playwright's two workers share the pages.
const pageSets: Record<string, (sitemap: string[]) => string[]> = {
  "main pages and the not-found page": (sitemap) => [...sitemap, "/no-such-page/"],
  "light twins": (sitemap) => sitemap.filter(hasLightTwin).map(toLightPath),
};

for (const [name, pick] of Object.entries(pageSets)) {
  test(`${name}: each loads and hydrates under the adapter's headers without a policy violation`, async ({ page, request }) => {
    // Measured 55 s (light twins) and 66 s (main pages) here, beside the other worker.
    test.setTimeout(200_000);
    for (const path of pick(await sitemapPaths(request))) {
      await openWithPolicy(page, path);
      await waitForHydration(page.getByRole("link", { name: "Skip to content" }));
      await page.waitForLoadState("networkidle");
      expect.soft(await policyViolations(page), `violations on ${path}`).toEqual([]);
    }
  });
}

test("on-demand code runs under the policy: ripple, slider, video, a form post and a client-side move", async ({ page }) => {
  // Measured 9.5 s here.
  test.setTimeout(30_000);
  await page.setExtraHTTPHeaders(asVisitor());

  await openWithPolicy(page, "/");
  // The ripple listens for a pointer once the page has hydrated; a move before that is not seen.
  await waitForHydration(page.locator("[data-ripple]"));
  await page.mouse.move(300, 300);
  await page.mouse.move(500, 350, { steps: 5 });
  // The ripple's chunk and WebGL (in software) start within the 6 s the marketing spec's ripple tests take in all.
  await expect(page.locator("[data-ripple]")).toHaveAttribute("data-ripple", "running", { timeout: 15_000 });

  const email = uniqueEmail("policy");
  const newsletter = page.getByRole("form", { name: "Subscribe Newsletter" });
  await newsletter.getByLabel("Email address").fill(email);
  await newsletter.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toContainText("has been added to subscription list!");

  await page.getByRole("navigation").getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await policyViolations(page)).toEqual([]);

  await openWithPolicy(page, "/about/");
  const slider = page.getByRole("region", { name: "Our services" });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole("button", { name: /Go to slide/ }).first()).toBeVisible();
  expect(await policyViolations(page)).toEqual([]);

  await openWithPolicy(page, "/light/tech-startup/");
  const play = page.getByRole("button", { name: "Play our studio showreel" });
  await waitForHydration(play);
  await play.click();
  const video = page.getByRole("dialog").locator("video");
  await expect(video).toHaveAttribute("src", /showreel/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  expect(await policyViolations(page)).toEqual([]);
});

test("the blog search runs under the policy: Pagefind's script, WebAssembly and index", async ({ page }) => {
  await openWithPolicy(page, "/blog/");
  const search = page.getByRole("searchbox", { name: "Search the blog" });
  await waitForHydration(search);
  await search.fill("zzqx nonsense");
  await expect(page.getByRole("status").filter({ hasText: "zzqx" })).toHaveText("No posts match “zzqx nonsense”.");
  await search.fill("the");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
  expect(await policyViolations(page)).toEqual([]);
});

test("the policy is enforced: a script from another origin is blocked and reported", async ({ page }) => {
  await openWithPolicy(page, "/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "http://127.0.0.2:9/injected.js";
    document.body.append(script);
  });
  await expect.poll(() => policyViolations(page)).toEqual(["script-src-elem blocked http://127.0.0.2:9/injected.js"]);
});
