import { directusClient } from "../../cms/server/rest-client.mjs";

/**
 * What the CMS holds of a newsletter address after a sign-up through the site's Function: the
 * status of the admin's read and how many sign-ups carry the address (the platform's tests want
 * exactly one).
 * @param {{ url: string, adminToken: string, email: string }} options
 * @returns {Promise<{ status: number, rows: number }>}
 */
export const storedSignUps = async ({ url, adminToken, email }) => {
  const answer = await directusClient({ url, token: adminToken }).send(
    "GET",
    `/items/subscriptions?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`,
  );
  const rows = answer.ok ? (/** @type {{ data?: unknown[] }} */ (await answer.json()).data ?? []) : [];
  return { status: answer.status, rows: rows.length };
};
