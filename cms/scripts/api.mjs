import { adminToken, instanceUrl } from "./config.mjs";

/**
 * Minimal Directus REST client for the seed, authenticated as the local admin. Resolves with
 * the answer's `data` (null for 204 No Content).
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body] JSON-encoded, or sent as it is when FormData
 * @returns {Promise<any>}
 */
export const api = async (method, path, body) => {
  const isForm = body instanceof FormData;
  const response = await fetch(`${instanceUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${adminToken()}`,
      ...(body && !isForm ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  if (response.status === 204) return null;
  return (await response.json()).data;
};

/** @param {Record<string, string>} params */
export const query = (params) => `?${new URLSearchParams(params)}`;

/**
 * First item of a collection endpoint matching `filter`, or undefined.
 * @param {string} path
 * @param {object} filter a Directus filter object
 * @returns {Promise<any>}
 */
export const findOne = async (path, filter, fields = "*") => {
  const items = await api("GET", `${path}${query({ filter: JSON.stringify(filter), fields, limit: "1" })}`);
  return items[0];
};
