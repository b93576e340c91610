import { adminToken, instanceUrl } from "./config.mjs";
import { directusClient } from "./rest-client.mjs";

/**
 * A CMS as its administrator (DIRECTUS_ADMIN_TOKEN, else the local secrets' admin token): this
 * machine's by default, or the one at `url` (the end-to-end run's, a benchmark's).
 * @param {string} [url]
 */
export const adminClient = (url = instanceUrl) => directusClient({ url, token: adminToken() });
