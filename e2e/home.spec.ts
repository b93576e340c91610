import { expect, test } from "@playwright/test";
import { pageTitle, waitForHydration } from "./support/site";

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has its document title and the hero's mini title and heading", async ({ page }) => {
    await expect(page).toHaveTitle(pageTitle("Home"));
    await expect(page.getByText("US Based Development Agency")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Tomorrow's Web, Today.");
  });

  test("hero anchor leads to the services section", async ({ page }) => {
    await page.getByRole("link", { name: "Explore our services" }).click();
    await expect(page).toHaveURL(/#service$/);
    await expect(page.locator("#service")).toBeInViewport();
    await expect(page.locator("#service").getByRole("heading", { level: 3 })).toHaveCount(5);
  });

  test("shows Who We Are features and the three counters", async ({ page }) => {
    for (const feature of ["Scalable Architecture", "Enhanced Security", "Automated Workflows"]) {
      await expect(page.getByRole("heading", { name: feature })).toBeVisible();
    }
    const figures = page.getByRole("definition");
    await expect(page.getByRole("term")).toHaveText(["Weekly Views", "Global Outreach", "Years of Experience"]);
    await expect(figures).toHaveText(["22k", "632k+", "20+"]);
  });

  test("FAQ accordion: first open, one at a time, keyboard operable", async ({ page }) => {
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    const toggles = faq.getByRole("button");
    await expect(toggles).toHaveCount(7);
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "true");

    await waitForHydration(toggles.nth(3));
    await toggles.nth(3).focus();
    await page.keyboard.press("Enter");
    await expect(toggles.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(1);

    await page.keyboard.press("Space");
    await expect(toggles.nth(3)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(0);
  });

  test("ends with the call to action to contact", async ({ page }) => {
    const cta = page.getByRole("region", { name: "Call to action" });
    await expect(cta.getByRole("heading")).toHaveText("Is there a specific project or goal that you have in mind?");
    await expect(cta.getByRole("link")).toHaveAttribute("href", "/contact/");
  });

  test("publishes Organization JSON-LD", async ({ page }) => {
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("Organization");
  });
});
