/**
 * One Functions replica: a plain node:http server (no framework: it routes exact paths and
 * adds the few request and response helpers Gatsby Functions use, gatsby-function-api.mjs)
 * that calls the Functions loaded once at start, answers `/healthz`, and drains on request:
 * it stops accepting connections, finishes the requests in flight, then closes.
 */
import { createServer } from "node:http";
import { functionRequest, functionResponse } from "./gatsby-function-api.mjs";

/**
 * @typedef {import("./load-functions.mjs").LoadedFunction} LoadedFunction
 * @typedef {import("./cms-health.mjs").CmsHealth} CmsHealth
 */

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 */
const sendJson = (res, status, body) => {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
};

/**
 * @typedef {object} FunctionsServerOptions
 * @property {Map<string, LoadedFunction>} functions by request path (load-functions.mjs)
 * @property {() => Promise<CmsHealth>} checkCms whether the CMS answers
 * @property {(message: string) => void} [logError]
 */

/**
 * @param {FunctionsServerOptions} options
 * @returns {{ server: import("node:http").Server, drain: () => Promise<void>, inFlight: () => number }}
 */
export const createFunctionsServer = ({ functions, checkCms, logError = console.error }) => {
  let draining = false;
  /** @type {Set<import("node:http").ServerResponse>} */
  const active = new Set();
  /** @type {(() => void)[]} */
  let idleWaiters = [];

  const server = createServer(async (req, res) => {
    active.add(res);
    res.once("close", () => {
      active.delete(res);
      if (active.size > 0) return;
      for (const wake of idleWaiters) wake();
      idleWaiters = [];
    });
    // While draining, every answer closes its connection, so none is kept for another request.
    if (draining) res.setHeader("Connection", "close");
    const url = new URL(req.url ?? "/", "http://replica.invalid");

    if (url.pathname === "/healthz") {
      if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { message: "Only GET is allowed here." });
      if (draining) return sendJson(res, 503, { status: "draining", message: "This replica is shutting down." });
      const cms = await checkCms();
      return cms.ok
        ? sendJson(res, 200, { status: "ok", functions: new Set([...functions.values()].map((fn) => fn.functionId)).size })
        : sendJson(res, 503, { status: "unavailable", message: `Not ready: ${cms.reason}.` });
    }

    const fn = functions.get(url.pathname);
    if (!fn) return sendJson(res, 404, { message: "There is no such endpoint." });
    try {
      await fn.handler(functionRequest(req, url), functionResponse(res));
    } catch (error) {
      // The site's Functions answer their own errors (src/server/json-endpoint.ts); this is a bug.
      logError(`functions-server: ${fn.functionId} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, { message: "Something went wrong on our side. Your entries are kept; please try again." });
      else res.destroy();
    }
  });
  // nginx holds no connection open (one per request) and reads slow clients itself; these
  // bound what a client reaching the replica directly can hold.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  /** Stops accepting, then resolves once every request in flight has been answered. */
  const drain = async () => {
    draining = true;
    for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
    await new Promise((resolve) => {
      // close() stops listening at once (new connections are refused, so nginx tries another
      // replica) and closes idle keep-alive connections; its callback waits for the busy ones.
      server.close(() => resolve(undefined));
      server.closeIdleConnections();
    });
    if (active.size > 0) await new Promise((resolve) => idleWaiters.push(() => resolve(undefined)));
  };

  return { server, drain, inFlight: () => active.size };
};
