/**
 * The request and response a Gatsby Function is called with, made from Node's own: what
 * Gatsby's Functions middleware adds to Express's objects and the site's Functions use.
 *
 * Request: `query` (last value of each parameter), `params` (empty: only exact paths are
 * served), `cookies` (parsed by the `cookie` package that Gatsby's middleware itself uses,
 * resolved through gatsby's own dependencies, so a cookie reads the same as under
 * `gatsby serve`), and `body` as `{}`: the site's Functions switch Gatsby's body parsers off
 * and read the stream themselves (src/server/request-body.ts), and the server refuses a Function
 * that would need parsing (load-functions.mjs).
 * Response: `status()`, `json()`, `send()` and `redirect()`, as Gatsby documents them for
 * Functions; headers are Node's own `setHeader`. No `X-Powered-By`.
 */
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Gatsby's own cookie parser, found from the site's root (the server's working directory,
 * where its node_modules are) through gatsby's dependencies.
 * @type {{ parse: (header: string) => Record<string, string> }}
 */
const cookie = (() => {
  const fromSite = createRequire(path.join(process.cwd(), "package.json"));
  return createRequire(fromSite.resolve("gatsby/package.json"))("cookie");
})();

/**
 * @typedef {import("node:http").IncomingMessage & { query: Record<string, string>, params: Record<string, string>, cookies: Record<string, string>, body: unknown }} FunctionRequest
 * @typedef {import("node:http").ServerResponse & {
 *   status: (code: number) => FunctionResponse,
 *   json: (body: unknown) => FunctionResponse,
 *   send: (body?: unknown) => FunctionResponse,
 *   redirect: (statusOrUrl: number | string, url?: string) => FunctionResponse,
 * }} FunctionResponse
 */

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {URL} url the request's URL
 * @returns {FunctionRequest}
 */
export const functionRequest = (req, url) => {
  const request = /** @type {FunctionRequest} */ (req);
  request.query = Object.fromEntries(url.searchParams);
  request.params = {};
  request.cookies = req.headers.cookie ? cookie.parse(req.headers.cookie) : {};
  request.body = {};
  return request;
};

/**
 * @param {import("node:http").ServerResponse} res
 * @returns {FunctionResponse}
 */
export const functionResponse = (res) => {
  const response = /** @type {FunctionResponse} */ (res);
  response.status = (code) => {
    response.statusCode = code;
    return response;
  };
  response.json = (body) => {
    if (!response.hasHeader("Content-Type")) response.setHeader("Content-Type", "application/json; charset=utf-8");
    response.end(JSON.stringify(body));
    return response;
  };
  response.send = (body) => {
    if (body === undefined || body === null) {
      response.end();
    } else if (Buffer.isBuffer(body)) {
      if (!response.hasHeader("Content-Type")) response.setHeader("Content-Type", "application/octet-stream");
      response.end(body);
    } else if (typeof body === "object" || typeof body === "boolean" || typeof body === "number") {
      return response.json(body);
    } else {
      if (!response.hasHeader("Content-Type")) response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(String(body));
    }
    return response;
  };
  response.redirect = (statusOrUrl, url) => {
    const [code, location] = typeof statusOrUrl === "number" ? [statusOrUrl, url ?? "/"] : [302, statusOrUrl];
    response.statusCode = code;
    response.setHeader("Location", location);
    response.end();
    return response;
  };
  return response;
};
