import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./site";

/** The list of post cards on a blog page. */
export const postList = (page: Page) => page.getByRole("list", { name: /^Posts/ });

export const cardTitles = (page: Page) => postList(page).getByRole("heading").allInnerTexts();

/** Clicks 'Load More Blog' until it is gone; returns the card count after each step. */
export const loadAllPosts = async (page: Page): Promise<number[]> => {
  const counts = [await postList(page).getByRole("listitem").count()];
  const button = page.getByRole("button", { name: "Load More Blog" });
  if (await button.isVisible()) await waitForHydration(button);
  while (await button.isVisible()) {
    await button.click();
    await expect(postList(page).getByRole("listitem")).not.toHaveCount(counts.at(-1)!);
    counts.push(await postList(page).getByRole("listitem").count());
  }
  return counts;
};
