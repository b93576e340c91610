import { expect, test } from "@playwright/test";
import { pageTitle } from "./support/site";

test.describe("not-found page", () => {
  test("answers an unknown path with 404 and a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found.");
    await expect(page).toHaveTitle(pageTitle("This page could not be found."));
    await page.getByRole("link", { name: "Back To Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Tomorrow's Web, Today.");
  });

  test("uses the light theme under /light/ from the first paint", async ({ page }) => {
    await page.goto("/light/no-such-page/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found.");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });

  test("uses the dark theme elsewhere", async ({ page }) => {
    await page.goto("/no-such-page/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});
