import { expect, test } from "@playwright/test";
import { site, waitForHydration } from "./support/site";

test.describe("header", () => {
  test("turns sticky-styled once scrolled and stays in view", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await waitForHydration(header);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toBeInViewport();
    // The colour eases in over 0.2 s, so wait for it to settle.
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toMatch(/rgba\(13, 11, 30, 0\.94\)/);
  });

  test("About dropdown works with the keyboard on desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "About submenu" });
    await waitForHydration(toggle);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("mobile menu opens and closes from its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Main menu" });
    await expect(nav).toBeHidden();
    await waitForHydration(toggle);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Login | Register" })).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });

  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("footer", () => {
  test("has the four columns and the bottom bar", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.contactEmail })).toHaveAttribute("href", `mailto:${site.contactEmail}`);
    await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(5);
    await expect(footer.getByRole("navigation", { name: "Links" }).getByRole("link")).toHaveText([
      "Home",
      "About",
      "Services",
      "Blog",
      "Contact",
    ]);
    const newsletter = footer.getByRole("form", { name: "Subscribe Newsletter" });
    await expect(newsletter.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(newsletter.getByRole("button")).toHaveText("Join");
    await expect(footer.getByText(`© 2024 ${site.agencyName}. All rights reserved.`)).toBeVisible();
  });
});

test("navigating to another path scrolls to the top", async ({ page }) => {
  await page.goto("/");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Systems Integration Consulting" });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
