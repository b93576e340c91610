import { expect, test } from "@playwright/test";
import { openWithPolicy, policyViolations, serveLikeAnAdapter, stopServingLikeAnAdapter } from "./support/adapter-headers";
import { asVisitor, uniqueEmail } from "./support/forms";
import { waitForHydration } from "./support/site";

/**
 * The site works under the headers an adapter sends (e2e/support/adapter-headers.ts), on-demand
 * code included, without the browser reporting a single policy violation. Every built page is
 * opened under them once, by the sweep in every-page.spec.ts; here, the code that runs only
 * when a visitor acts.
 */

test.beforeEach(async ({ page }) => {
  await serveLikeAnAdapter(page);
});
test.afterEach(async ({ page }) => {
  await stopServingLikeAnAdapter(page);
});

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
