/**
 * A minimal Directus REST client authenticated with a static token (an admin's, for the
 * provisioning and the samples). Calls resolve with the answer's `data` (null for 204 No Content)
 * and reject with the method, path, status and Directus's own message.
 */

/** @param {Record<string, string>} params */
export const query = (params) => `?${new URLSearchParams(params)}`;

/**
 * @typedef {(method: string, path: string, body?: unknown) => Promise<any>} RestCall
 * @typedef {{ url: string, api: RestCall, findOne: (path: string, filter: object, fields?: string) => Promise<any> }} DirectusClient
 */

/**
 * @param {{ url: string, token: string }} target the Directus's address (no trailing slash needed) and the token
 * @returns {DirectusClient}
 */
export const directusClient = ({ url, token }) => {
  const base = url.replace(/\/+$/, "");
  /** @type {RestCall} */
  const api = async (method, path, body) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    if (response.status === 204) return null;
    return (await response.json()).data;
  };
  /**
   * The first item of a collection endpoint matching `filter`, or undefined.
   * @param {string} path
   * @param {object} filter a Directus filter object
   */
  const findOne = async (path, filter, fields = "*") =>
    (await api("GET", `${path}${query({ filter: JSON.stringify(filter), fields, limit: "1" })}`))[0];
  return { url: base, api, findOne };
};
