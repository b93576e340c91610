/**
 * Starting a seeded Directus, shared by `npm run cms` (which keeps serving) and
 * `npm run cms:reset` (which stops once the fresh database is seeded).
 */
import { port } from "./config.mjs";
import { startDirectusServer, waitForHealthy } from "./directus.mjs";
import { prepareDatabase } from "./prepare.mjs";
import { seed } from "./seed.mjs";

/**
 * Stops the server and resolves once it has exited.
 * @param {import("node:child_process").ChildProcess} server
 * @returns {Promise<void>}
 */
export const stopDirectusServer = (server) =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });

/**
 * Brings the database to the committed schema (bootstrapping an empty one), starts Directus,
 * waits for its health endpoint and seeds it. Ctrl-C and SIGTERM are passed on to the server.
 * Resolves with the running server and whether its database was bootstrapped now; on any
 * failure stops it and rejects, so no half-seeded server is left listening.
 */
export const startSeededDirectus = async () => {
  const { bootstrapped } = await prepareDatabase();
  const server = await startDirectusServer();
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => server.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  try {
    await waitForHealthy(server);
    await seed();
    return { server, bootstrapped };
  } catch (error) {
    await stopDirectusServer(server);
    throw error;
  }
};

/**
 * Whether something answers on the configured port's health endpoint. Any HTTP answer counts
 * (Directus says 503 when unwell): it is still a running CMS using the database.
 */
export const isCmsRunning = async () => {
  try {
    await fetch(`http://127.0.0.1:${port}/server/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
};
