/**
 * One HTTP request from a chosen loopback address (127.0.0.x), so that a test can be many
 * clients as nginx and the Functions' per-address limits see them. Bodies are read whole.
 */
import { request as httpRequest } from "node:http";

/**
 * @typedef {{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer, json: () => any }} Answer
 */

/**
 * @param {{ port: number, path: string, method?: string, headers?: Record<string, string>, body?: string | Buffer, from?: string, timeoutMs?: number }} options
 * @returns {Promise<Answer>}
 */
export const request = ({ port, path, method = "GET", headers = {}, body, from = "127.0.0.1", timeoutMs = 20_000 }) =>
  new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method, headers, localAddress: from, agent: false, timeout: timeoutMs },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes,
            json: () => JSON.parse(bytes.toString("utf8")),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });

/**
 * A JSON POST from a page of the site (`Sec-Fetch-Site: same-origin`, as the e2e specs send it).
 * No Origin: the Functions accept only SITE_URL's and FORMS_ALLOWED_ORIGINS, not this port's.
 * @param {{ port: number, path: string, data: unknown, from?: string }} options
 */
export const postJson = ({ port, path, data, from }) =>
  request({
    port,
    path,
    method: "POST",
    from,
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(data),
  });
