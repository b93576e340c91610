/**
 * The build hook's HTTP side: what the CMS's site-rebuild hook calls (BUILD_HOOK_URL).
 *
 * - `POST /build` with the secret in Authorization: the request is queued (202, JSON saying how
 *   the queue took it); a wrong or missing secret gets 401, a body over 16 KB 413.
 * - `GET /status` with the secret: the queue's counts, this process's build counts, the live
 *   release (for operators and the stack's test).
 * - `GET /health`: 200 while the process serves.
 */
import { createServer } from "node:http";
import { carriesSecret } from "./hook-auth.mjs";

const maxBodyBytes = 16 * 1024;

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
const answer = (res, status, body) => {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(`${JSON.stringify(body)}\n`);
};

/**
 * The request's body as JSON, or {} when it is empty or not JSON (the hook's body only
 * describes the request); null when it is too large.
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Record<string, unknown> | null>}
 */
const readBody = (req) =>
  new Promise((resolve, reject) => {
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    req.on("error", reject);
    req.on("end", () => {
      if (size > maxBodyBytes) return resolve(null);
      try {
        const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
        resolve(parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {});
      } catch {
        resolve({});
      }
    });
  });

/**
 * @param {{
 *   secret: string,
 *   request: (what: Record<string, unknown>) => Promise<string>,
 *   status: () => Promise<Record<string, unknown>>,
 *   log: (line: string) => void,
 * }} options
 */
export const createReceiver = ({ secret, request, status, log }) =>
  createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://build-service");
    try {
      if (url.pathname === "/health" && req.method === "GET") return answer(res, 200, { ok: true });
      if (url.pathname !== "/build" && url.pathname !== "/status") return answer(res, 404, { message: "not found" });
      if (!carriesSecret(req.headers.authorization, secret)) {
        req.resume();
        return answer(res, 401, { message: "the build hook's token is missing or wrong" });
      }
      if (url.pathname === "/status") return answer(res, 200, await status());
      if (req.method !== "POST") return answer(res, 405, { message: "POST a build request" });
      const body = await readBody(req);
      if (body === null) return answer(res, 413, { message: "the request is too large" });
      const what = { source: String(body.source ?? "unknown"), summary: String(body.summary ?? body.reason ?? "") };
      const outcome = await request(what);
      log(`request from ${what.source}: ${outcome}${what.summary ? ` (${what.summary})` : ""}`);
      return answer(res, 202, { outcome });
    } catch (error) {
      log(`receiver: ${/** @type {Error} */ (error).message}`);
      return answer(res, 503, { message: "the build queue cannot be reached; try again" });
    }
  });
