/**
 * The stack's CMS: the same Directus, extensions, schema, provisioning and samples as the
 * embedded CMS (cms/server), in production mode: PostgreSQL instead of SQLite, Redis for Directus's cache,
 * rate-limiter store and synchronisation (so scheduled flows run once per tick across
 * instances) and the site-rebuild window, one uploads folder shared by every instance, and the
 * editors' address being nginx's (PUBLIC_URL).
 *
 * cms/server reads its folders and ports when it is first imported: `loadCmsConfig` sets the
 * stack's environment first, and checks that nothing imported it earlier.
 */
import path from "node:path";
import { listeningOrExited, startChild } from "../processes.mjs";

/**
 * @typedef {import("./settings.mjs").StackSettings} StackSettings
 * @typedef {{ postgresSuper: string, postgresCms: string, redis: string, buildHook: string }} StackSecrets
 */

/**
 * The variables that make cms/server run this stack's CMS.
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
  // The stack's build service (platform/build-service) receives the site-rebuild hook's requests.
  BUILD_HOOK_URL: env.BUILD_HOOK_URL ?? `http://127.0.0.1:${settings.ports.buildService}/build`,
  BUILD_HOOK_TOKEN: `Bearer ${secrets.buildHook}`,
  SITE_REBUILD_WINDOW_SECONDS: env.SITE_REBUILD_WINDOW_SECONDS ?? "30",
});

/**
 * Sets the stack's CMS variables in this process and loads cms/server with them.
 * @param {Record<string, string>} environment from cmsEnvironment
 */
export const loadCmsConfig = async (environment) => {
  Object.assign(process.env, environment);
  const cms = await import("../../cms/server/index.mjs");
  if (!environment.CMS_DATA_DIR || cms.dataDir !== path.resolve(environment.CMS_DATA_DIR)) {
    throw new Error("cms/server was imported before the stack set its environment; import platform/stack first.");
  }
  return cms;
};

/**
 * Bootstraps or migrates the database and applies the committed schema (cms/server/prepare.mjs).
 * @param {{ fresh: boolean }} options
 */
export const prepareCms = async ({ fresh }) => {
  const { prepareDatabase } = await import("../../cms/server/index.mjs");
  return prepareDatabase({ fresh });
};

/**
 * Starts one Directus instance on its own port and resolves once it is healthy.
 * @param {{ port: number, logFile: string, overrides?: Record<string, string> }} options `overrides`: variables
 * set over the CMS's own
 */
export const startDirectusInstance = async ({ port, logFile, overrides = {} }) => {
  const { directusEnv, cmsDir, cmsNode, directusCli } = await import("../../cms/server/index.mjs");
  const env = { ...(await directusEnv()), PORT: String(port), ...overrides };
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
 * Runs one of the CMS's scripts (cms/server's cmsScripts) against the first instance, with the
 * CMS's own Node; rejects with its output when it fails.
 * @param {"samples" | "provision"} script
 * @param {{ logFile: string }} options
 */
const runCmsScript = async (script, { logFile }) => {
  const { cmsDir, cmsNode, cmsScripts } = await import("../../cms/server/index.mjs");
  const running = startChild(cmsNode, [cmsScripts[script]], process.env, { logFile, cwd: cmsDir });
  const { code, signal } = await running.exited;
  if (code !== 0) throw new Error(`the CMS's ${script} script failed (${code ?? signal}):\n${running.output()}`);
};

/**
 * The stack's CMS made ready, against the first instance: the local samples (this stack runs on
 * this machine; a real production CMS gets none), then the provisioning (roles, policies, token
 * users, flows, settings: `npm --prefix cms run provision`, as an operator runs it on any
 * Directus). Both are idempotent. The samples come first so that adding them calls no flow.
 * @param {{ logFile: (name: string) => string }} options
 */
export const provisionCms = async ({ logFile }) => {
  await runCmsScript("samples", { logFile: logFile("samples") });
  await runCmsScript("provision", { logFile: logFile("provision") });
};
