import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { ShardList } from "../../src/gatsby/node/search-shards";
import { waitForHydration } from "./site";

/** The blog sidebar's search (src/features/search/SidebarSearch.tsx), as a visitor finds it. */
export const searchRegion = (page: Page) => page.getByRole("region", { name: "Search" });
export const searchBox = (page: Page) => searchRegion(page).getByRole("searchbox", { name: "Search the blog" });
export const searchStatus = (page: Page) => searchRegion(page).getByRole("status");
export const resultList = (page: Page) => searchRegion(page).getByRole("list", { name: "Search results" });

/** Opens a page with the search box and waits until React answers it. */
export const openSearch = async (page: Page, path = "/blog/"): Promise<Locator> => {
  await page.goto(path);
  const box = searchBox(page);
  await waitForHydration(box);
  return box;
};

/** The built index's list of shards, which the search box reads first (src/gatsby/node/search-shards.ts). */
export const shardList = async (request: APIRequestContext): Promise<ShardList> =>
  (await (await request.get("/pagefind/shards.json")).json()) as ShardList;
