/**
 * Starting the local CMS ready for editors (schema, samples, provisioning), shared by
 * `npm run cms` (which keeps serving) and `npm run cms:reset` (which stops once the fresh
 * database is ready).
 */
import { localTarget, provision } from "../provisioning/provision.mjs";
import { addSamples } from "../samples/add-samples.mjs";
import { port } from "./config.mjs";
import { startDirectusServer, waitForHealthy } from "./directus.mjs";
import { prepareDatabase } from "./prepare.mjs";

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
 * Adds the local samples, then provisions (cms/provisioning): the samples first, so that adding
 * the posts of a fresh database calls no flow (cms/samples/add-samples.mjs).
 */
const addSamplesAndProvision = async () => {
  const created = await addSamples();
  if (created > 0) console.log(`cms: added ${created} sample posts`);
  await provision(localTarget());
};

/**
 * Brings the database to the committed schema (bootstrapping an empty one), starts Directus,
 * waits for its health endpoint, adds the samples and provisions it. Ctrl-C and SIGTERM are
 * passed on to the server. Resolves with the running server and whether its database was
 * bootstrapped now; on any failure stops it and rejects, so no half-provisioned server is left
 * listening.
 */
export const startProvisionedDirectus = async () => {
  const { bootstrapped } = await prepareDatabase();
  const server = await startDirectusServer();
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => server.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  try {
    await waitForHealthy(server);
    await addSamplesAndProvision();
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
