/**
 * The Directus REST client of the whole repository: the provisioning, the samples, the scripts,
 * benchmarks and tests (the end-to-end specs' included) reach a CMS with it, authenticated with
 * a static token, or with none as the public.
 *
 * - `api(method, path, body)` resolves with the answer's `data` (null for 204 No Content) and
 *   rejects with the method, path, status and Directus's own message;
 * - `send(method, path, body)` resolves with the answer whatever its status, for checks of what a
 *   token may do (a 403 expected);
 * - `findOne(path, filter, fields)`: the first item of a collection endpoint matching a filter.
 *
 * A body is sent as JSON, or as it is when it is FormData (a file upload). It reads no settings
 * (admin-client.mjs gives it this machine's admin token), so a program that points cms/server
 * elsewhere before loading it (platform/stack/cms.mjs) may import it first.
 */

/** @param {Record<string, string>} params */
export const query = (params) => `?${new URLSearchParams(params)}`;

/**
 * @typedef {(method: string, path: string, body?: unknown) => Promise<any>} RestCall
 * @typedef {(method: string, path: string, body?: unknown) => Promise<Response>} RestSend
 * @typedef {{ url: string, api: RestCall, send: RestSend, findOne: (path: string, filter: object, fields?: string) => Promise<any> }} DirectusClient
 */

/** How much of an error answer a rejection quotes (Directus's message; not a whole HTML page). */
const quotedAnswerLength = 500;

/**
 * @param {{ url: string, token: string | null }} target the Directus's address (no trailing slash
 *   needed) and the token, null for the public's requests
 * @returns {DirectusClient}
 */
export const directusClient = ({ url, token }) => {
  const base = url.replace(/\/+$/, "");
  /** @type {RestSend} */
  const send = (method, path, body) => {
    const isForm = body instanceof FormData;
    return fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
        ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  };
  /** @type {RestCall} */
  const api = async (method, path, body) => {
    const response = await send(method, path, body);
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, quotedAnswerLength)}`);
    }
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
  return { url: base, api, send, findOne };
};
