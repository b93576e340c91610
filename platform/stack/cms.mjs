/**
 * The stack's CMS: the same Directus, extensions, schema and seed as the embedded CMS
 * (cms/scripts), in production mode: PostgreSQL instead of SQLite, Redis for Directus's cache,
 * rate-limiter store and synchronisation (so scheduled flows run once per tick across
 * instances) and the site-rebuild window, one uploads folder shared by every instance, and the
 * editors' address being nginx's (PUBLIC_URL).
 *
 * cms/scripts/config.mjs reads its folders and ports when it is first imported: `loadCmsConfig`
 * sets the stack's environment first, and checks that nothing imported it earlier.
 */
import path from "node:path";
import { listeningOrExited, startChild } from "../processes.mjs";

/**
 * @typedef {import("./settings.mjs").StackSettings} StackSettings
 * @typedef {{ postgresSuper: string, postgresCms: string, redis: string }} StackSecrets
 */

/**
 * The variables that make cms/scripts run this stack's CMS.
 * @param {{ settings: StackSettings, secrets: StackSecrets, redisUrl: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Record<string, string>}
 */
export const cmsEnvironment = ({ settings, secrets, redisUrl, env = process.env }) => ({
  CMS_DATA_DIR: settings.dirs.cmsData,
  CMS_UPLOADS_DIR: settings.dirs.uploads,
  DIRECTUS_PORT: String(settings.ports.directus[0]),
  DIRECTUS_PUBLIC_URL: `http://127.0.0.1:${settings.ports.cms}`,
  DB_CLIENT: "pg",
  DB_HOST: "127.0.0.1",
  DB_PORT: String(settings.ports.postgres),
  DB_DATABASE: "directus",
  DB_USER: "directus",
  DB_PASSWORD: secrets.postgresCms,
  REDIS: redisUrl,
  CACHE_ENABLED: "true",
  CACHE_STORE: "redis",
  CACHE_AUTO_PURGE: "true",
  RATE_LIMITER_STORE: "redis",
  SYNCHRONIZATION_STORE: "redis",
  // The build service (issue 30) is not part of the stack yet: saves are recorded, no hook is called.
  BUILD_HOOK_URL: env.BUILD_HOOK_URL ?? "",
  SITE_REBUILD_WINDOW_SECONDS: env.SITE_REBUILD_WINDOW_SECONDS ?? "30",
});

/**
 * Sets the stack's CMS variables in this process and loads cms/scripts/config.mjs with them.
 * @param {Record<string, string>} environment from cmsEnvironment
 */
export const loadCmsConfig = async (environment) => {
  Object.assign(process.env, environment);
  const config = await import("../../cms/scripts/config.mjs");
  if (config.dataDir !== path.resolve(String(environment.CMS_DATA_DIR))) {
    throw new Error("cms/scripts/config.mjs was imported before the stack set its environment; import platform/stack first.");
  }
  return config;
};

/**
 * Bootstraps or migrates the database and applies the committed schema (cms/scripts/prepare.mjs).
 * @param {{ fresh: boolean }} options
 */
export const prepareCms = async ({ fresh }) => {
  const { prepareDatabase } = await import("../../cms/scripts/prepare.mjs");
  return prepareDatabase({ fresh });
};

/**
 * Starts one Directus instance on its own port and resolves once it is healthy.
 * @param {{ port: number, logFile: string }} options
 */
export const startDirectusInstance = async ({ port, logFile }) => {
  const { directusEnv, cmsDir } = await import("../../cms/scripts/config.mjs");
  const { cmsNode, directusCli } = await import("../../cms/scripts/directus.mjs");
  const env = { ...(await directusEnv()), PORT: String(port) };
  const running = startChild(cmsNode, [directusCli, "start"], env, { logFile, cwd: cmsDir });
  await listeningOrExited(running, port, `Directus on ${port}`);
  await waitForHealth(`http://127.0.0.1:${port}`, running);
  return running;
};

/**
 * @param {string} url
 * @param {import("../processes.mjs").Running} running
 */
const waitForHealth = async (url, running, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`Directus at ${url} exited:\n${running.output()}`);
    try {
      if ((await fetch(`${url}/server/health`)).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus at ${url} was not healthy within ${timeoutMs / 1000} s:\n${running.output()}`);
};

/**
 * Runs the idempotent seed (roles, policies, tokens, flows, settings and the sample content)
 * against the first instance, with the CMS's own Node.
 * @param {{ logFile: string }} options
 */
export const seedCms = async ({ logFile }) => {
  const { cmsDir } = await import("../../cms/scripts/config.mjs");
  const { cmsNode } = await import("../../cms/scripts/directus.mjs");
  const running = startChild(cmsNode, [path.join(cmsDir, "scripts", "seed.mjs")], process.env, { logFile, cwd: cmsDir });
  const { code, signal } = await running.exited;
  if (code !== 0) throw new Error(`the CMS seed failed (${code ?? signal}):\n${running.output()}`);
};
