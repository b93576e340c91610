#!/usr/bin/env node
/**
 * A Functions replica (`npm run functions-server`): serves the Functions of the last
 * self-hosted build (SITE_ADAPTER=self-hosted npm run build) behind nginx. Run as many as
 * wanted, each on its own port; nginx's site.conf lists them.
 *
 * Environment: PORT (default 9301), HOST (default 127.0.0.1: only nginx should reach it),
 * FUNCTIONS_DIR (default self-hosted/functions), DRAIN_TIMEOUT_SECONDS (default 30), and what the
 * Functions read when they run (docs/deployment.md): DIRECTUS_URL, DIRECTUS_FORMS_TOKEN,
 * SESSION_SECRET, SITE_URL, TRUST_PROXY=true behind nginx, RATE_LIMIT_REDIS_URL for limits
 * shared by all replicas.
 *
 * SIGTERM or SIGINT: stop accepting, finish the requests in flight, exit 0 (1 if they are not
 * done within the drain timeout).
 */
import path from "node:path";
import { cmsHealth } from "./cms-health.mjs";
import { createFunctionsServer } from "./functions-server.mjs";
import { loadFunctions } from "./load-functions.mjs";

const port = Number(process.env.PORT ?? 9301);
const host = process.env.HOST ?? "127.0.0.1";
const functionsDir = path.resolve(process.env.FUNCTIONS_DIR ?? "self-hosted/functions");
const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_SECONDS ?? 30) * 1000;

const functions = loadFunctions(functionsDir);
const { server, drain, inFlight } = createFunctionsServer({
  functions,
  checkCms: () => cmsHealth({ directusUrl: process.env.DIRECTUS_URL }),
});

server.on("error", (error) => {
  console.error(`functions-server: cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`functions-server: ${functions.size} routes on http://${host}:${port} (pid ${process.pid})`);
});

let stopping = false;
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`functions-server: ${signal}: draining ${inFlight()} request(s)`);
    setTimeout(() => {
      console.error(`functions-server: ${inFlight()} request(s) still running after ${drainTimeoutMs / 1000} s; exiting`);
      process.exit(1);
    }, drainTimeoutMs).unref();
    await drain();
    console.log("functions-server: drained; exiting");
    // The Functions' Redis connections would keep the process alive.
    process.exit(0);
  });
}
