import { expect } from "@playwright/test";
import { adminClient, adminEmail, adminPassword } from "../../cms/server/index.mjs";
import { isEmbeddedCmsUrl } from "../../scripts/lib/embedded-cms.mjs";

/** The CMS the e2e run built from: `npm run test:e2e` sets DIRECTUS_URL for the embedded one. */
export const cmsUrl = process.env.DIRECTUS_URL ?? "http://127.0.0.1:8055";

/**
 * The CMS as its administrator: cms/server's REST client with DIRECTUS_ADMIN_TOKEN, else the
 * local secrets' admin token (read when called, once the run's CMS has made them).
 */
export const cmsAdmin = () => adminClient(cmsUrl);

/** Whether this run's CMS is the embedded one (its files in cms/data), not a CMS elsewhere named by DIRECTUS_URL. */
export const embeddedCmsInUse = isEmbeddedCmsUrl(cmsUrl);

/** The local administrator's sign-in (cms/server/config.mjs): e-mail, and the password kept with the database. */
export const cmsAdminSignIn = (): { email: string; password: string } => {
  const password = adminPassword();
  if (!password) throw new Error("no admin password: set DIRECTUS_ADMIN_PASSWORD (cms/data/local-secrets.json has none)");
  return { email: adminEmail, password };
};

/** A request to the Directus REST API as the administrator; fails the test on an error answer. */
export const cms = <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => cmsAdmin().api(method, path, body);

/** A CSV export of a collection's items as the administrator makes it in the app (`export=csv`). */
export const cmsCsv = async (query: string): Promise<string> => {
  const response = await cmsAdmin().send("GET", `/items/${query}${query.includes("?") ? "&" : "?"}export=csv`);
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
