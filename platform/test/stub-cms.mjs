/**
 * A stand-in for Directus that a test controls, for what the real one cannot be made to do on
 * cue: hold a Function's request open (so a replica can be stopped or killed with the request
 * in flight). Each replica is given its own DIRECTUS_URL path prefix (`/r1`), so the stub knows
 * which replica a create came from. It answers `/server/ping` and creates with 204 (as Directus
 * does for a create-only token).
 */
import { createServer } from "node:http";

/**
 * @typedef {{ replica: string, collection: string, body: string }} Create
 */

export const startStubCms = async () => {
  /** @type {Create[]} */
  const creates = [];
  /** @type {{ hold: "answer" | "hang", delayMs: number }} */
  let behaviour = { hold: "answer", delayMs: 0 };
  /** @type {((create: Create) => void)[]} */
  let waiters = [];

  const server = createServer((req, res) => {
    const [, replica = "", ...rest] = (req.url ?? "/").split("?")[0]?.split("/") ?? [];
    const route = `/${rest.join("/")}`;
    if (req.method === "GET" && route === "/server/ping") {
      res.setHeader("Content-Type", "text/plain");
      return res.end("pong");
    }
    const created = /^\/items\/([\w-]+)$/.exec(route);
    if (req.method !== "POST" || !created) {
      res.statusCode = 404;
      return res.end();
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      /** @type {Create} */
      const create = { replica, collection: created[1] ?? "", body };
      creates.push(create);
      for (const wake of waiters) wake(create);
      waiters = [];
      if (behaviour.hold === "hang") return; // answered never; the connection ends with its replica
      setTimeout(() => {
        res.statusCode = 204;
        res.end();
      }, behaviour.delayMs);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());

  return {
    port,
    /** Every create received, in order. */
    creates,
    /** @param {{ hold: "answer" | "hang", delayMs?: number }} next */
    setBehaviour: (next) => {
      behaviour = { delayMs: 0, ...next };
    },
    /** Resolves with the next create to arrive. */
    nextCreate: () => /** @type {Promise<Create>} */ (new Promise((resolve) => waiters.push(resolve))),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
};
