import { expect } from "@playwright/test";
import { cms } from "../cms";

/**
 * An editor renames the header menu's link to the blog (e2e/menu-changes.spec.ts checks the
 * rebuilt site): `entry` is the link as it was.
 */
export interface MenuEdits {
  entry: { id: number; title: string };
  renamed: string;
}

/** The header menu's link to /blog/, before it is renamed. */
export const chooseMenuEdits = async (): Promise<MenuEdits> => {
  const [entry] = await cms<{ id: number; title: string }[]>(
    "GET",
    "/items/navigation_links?fields=id,title&filter[menu][_eq]=header&filter[route][_eq]=/blog/&limit=1",
  );
  expect(entry, "the header menu has a link to /blog/ (the provisioning seeds it)").toBeDefined();
  const renamed = "Journal";
  expect(entry!.title).not.toBe(renamed);
  return { entry: entry!, renamed };
};

export const applyMenuEdits = async ({ entry, renamed }: MenuEdits): Promise<void> => {
  await cms("PATCH", `/items/navigation_links/${entry.id}`, { title: renamed });
};

/** Puts the entry's name back. */
export const restoreMenuEdits = async ({ entry }: MenuEdits): Promise<void> => {
  await cms("PATCH", `/items/navigation_links/${entry.id}`, { title: entry.title });
};
