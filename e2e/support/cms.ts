import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

/** The CMS the e2e run built from: `npm run test:e2e` sets DIRECTUS_URL for the embedded one. */
export const cmsUrl = process.env.DIRECTUS_URL ?? "http://127.0.0.1:8055";

/** Whether this run's CMS is the embedded one (its files in cms/data), not a CMS elsewhere named by DIRECTUS_URL. */
export const embeddedCmsInUse = cmsUrl.replace(/\/+$/, "") === `http://127.0.0.1:${process.env.DIRECTUS_PORT ?? 8055}`;

const adminToken = (): string =>
  process.env.DIRECTUS_ADMIN_TOKEN ?? JSON.parse(readFileSync("cms/data/local-secrets.json", "utf8")).adminToken;

/** A request to the Directus REST API as the administrator; fails the test on an error answer. */
export const cms = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken()}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
  return (response.status === 204 ? null : (await response.json()).data) as T;
};

/** A CSV export of a collection's items as the administrator makes it in the app (`export=csv`). */
export const cmsCsv = async (query: string): Promise<string> => {
  const response = await fetch(`${cmsUrl}/items/${query}${query.includes("?") ? "&" : "?"}export=csv`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(response.ok, `CSV export of ${query} answered ${response.status}`).toBe(true);
  return response.text();
};

export interface CmsPost {
  id: number;
  status: string;
  title: string;
  sub_title: string | null;
  tags: string[] | null;
  date_created: string;
  category: { name: string; slug: string } | null;
}

const postFields = "id,status,title,sub_title,tags,date_created,category.name,category.slug";

/** Every post of a status, newest first, the order the blog shows them in. */
export const postsWithStatus = (status: "published" | "draft" | "archived" | "not-published"): Promise<CmsPost[]> => {
  const filter = status === "not-published" ? "filter[status][_neq]=published" : `filter[status][_eq]=${status}`;
  return cms<CmsPost[]>("GET", `/items/posts?fields=${postFields}&${filter}&sort=-date_created,-id&limit=-1`);
};
