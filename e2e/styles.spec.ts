import { expect, test, type Page } from "@playwright/test";
import { styleNamesInSheet } from "../src/gatsby/browser/register-prerendered-styles";
import { prerenderedStylesAttribute } from "../src/gatsby/shared/prerendered-styles";
import { waitForHydration as waitForElementHydration } from "./support/site";

/** Waits until React has taken over the pre-built page: its main landmark carries React's props. */
const waitForHydration = (page: Page) => waitForElementHydration(page.locator("main"));

/** Every CSS rule the page's scripts insert, recorded from before the first script runs. */
const recordInsertedRules = (page: Page) =>
  page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });

for (const path of ["/blog/", "/light/tech-startup/"]) {
  test(`${path}: the pre-built styles stay in place and start-up inserts none of them again`, async ({ page }) => {
    await recordInsertedRules(page);
    await page.goto(path);
    await waitForHydration(page);

    const prebuilt = page.locator(`style[${prerenderedStylesAttribute}]`);
    await expect(prebuilt).toHaveCount(1);
    const prebuiltCss = (await prebuilt.textContent()) ?? "";
    expect(await page.locator("style[data-styled-version]:not([data-styled=active])").count()).toBe(0);

    const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
    const prebuiltClasses = new Set(styleNamesInSheet(prebuiltCss).map((entry) => entry.name));
    const reinserted = inserted.filter((rule) =>
      [...rule.matchAll(/\.([\w-]+)/g)].some(([, className = ""]) => prebuiltClasses.has(className)),
    );
    expect(prebuiltClasses.size).toBeGreaterThan(20);
    expect(reinserted).toEqual([]);
  });
}

test("a page reached by a client-side move is styled exactly as when it is loaded directly", async ({ page }) => {
  const styleOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          "display",
          "padding",
          "margin",
          "font-size",
          "font-weight",
          "color",
          "background-color",
          "border-radius",
          "grid-template-columns",
        ].map((property) => `${property}: ${style.getPropertyValue(property)}`);
      });
  const selectors = ["main h1", "main article", "main article h2", "aside"];

  await page.goto("/blog/");
  await waitForHydration(page);
  const direct = await Promise.all(selectors.map(styleOf));
  const blogHeading = await page.locator("main h1").innerText();

  await page.goto("/about/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  // The address changes before React has put the blog in place of the page before: until then
  // "main h1" is the old page's, and a detached element has no computed style.
  await expect(page.locator("main h1")).toHaveText(blogHeading);

  expect(await Promise.all(selectors.map(styleOf))).toEqual(direct);
});
