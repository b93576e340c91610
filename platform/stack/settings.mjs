/**
 * Where the production stack (`npm run stack`) keeps its state and which ports it listens on.
 * Everything lives in one folder out of git (STACK_DIR, default `.stack/`), so a stop loses
 * nothing and `rm -rf .stack` starts from nothing. Every port can be moved with its variable.
 */
import path from "node:path";
import { parseKeepReleases } from "../build-service/release-plan.mjs";
import { freePort } from "../processes.mjs";

/**
 * @typedef {object} StackSettings
 * @property {string} root the project folder
 * @property {string} stateDir everything the stack keeps between starts
 * @property {{ site: number, cms: number, postgres: number, redis: number, directus: [number, number], functions: [number, number], buildService: number }} ports
 * @property {{ postgres: string, redis: string, cmsData: string, uploads: string, nginx: string, logs: string, secrets: string }} dirs
 * @property {string} siteNginxPidFile the site's nginx's pid file (the build service and `npm run rollback` reload it)
 * @property {number} keepReleases how many releases are kept (STACK_RELEASES_KEEP)
 */

/**
 * @param {string} name
 * @param {number} fallback
 * @param {NodeJS.ProcessEnv} env
 */
const portFrom = (name, fallback, env) => {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}="${value}" is not a port number.`);
  return port;
};

/**
 * The stack's settings from the environment: STACK_DIR, STACK_PORT (the site, default 8080),
 * STACK_CMS_PORT (the CMS for editors, 8081), STACK_POSTGRES_PORT (5433), STACK_REDIS_PORT
 * (6380), STACK_DIRECTUS_PORT (8061; the second instance the next port), STACK_FUNCTIONS_PORT
 * (9301; likewise), STACK_BUILD_SERVICE_PORT (the build hook's receiver, 8090), STACK_RELEASES_KEEP
 * (releases kept, 5).
 * @param {{ root?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {StackSettings}
 */
export const stackSettings = ({ root = process.cwd(), env = process.env } = {}) => {
  const stateDir = path.resolve(root, env.STACK_DIR ?? ".stack");
  const directus = portFrom("STACK_DIRECTUS_PORT", 8061, env);
  const functions = portFrom("STACK_FUNCTIONS_PORT", 9301, env);
  return {
    root: path.resolve(root),
    stateDir,
    ports: {
      site: portFrom("STACK_PORT", 8080, env),
      cms: portFrom("STACK_CMS_PORT", 8081, env),
      postgres: portFrom("STACK_POSTGRES_PORT", 5433, env),
      redis: portFrom("STACK_REDIS_PORT", 6380, env),
      directus: [directus, directus + 1],
      functions: [functions, functions + 1],
      buildService: portFrom("STACK_BUILD_SERVICE_PORT", 8090, env),
    },
    dirs: {
      postgres: path.join(stateDir, "postgres"),
      redis: path.join(stateDir, "redis"),
      cmsData: path.join(stateDir, "cms"),
      uploads: path.join(stateDir, "uploads"),
      nginx: path.join(stateDir, "nginx"),
      logs: path.join(stateDir, "logs"),
      secrets: path.join(stateDir, "secrets.json"),
    },
    // writeSiteConfig's state folder for the site (platform/nginx/write-site-config.mjs).
    siteNginxPidFile: path.join(stateDir, "nginx", "site", "state", "nginx.pid"),
    keepReleases: parseKeepReleases(env.STACK_RELEASES_KEEP),
  };
};

/**
 * The variables that put a stack in `stateDir` on ports free right now, beside any other
 * stack on this machine (the stack test and the load benchmark run their own).
 * @param {string} stateDir
 * @returns {Promise<Record<string, string>>}
 */
export const stackOnFreePorts = async (stateDir) => ({
  STACK_DIR: stateDir,
  STACK_PORT: String(await freePort()),
  STACK_CMS_PORT: String(await freePort()),
  STACK_POSTGRES_PORT: String(await freePort()),
  STACK_REDIS_PORT: String(await freePort()),
  STACK_DIRECTUS_PORT: String(await freePort()),
  STACK_FUNCTIONS_PORT: String(await freePort()),
  STACK_BUILD_SERVICE_PORT: String(await freePort()),
});
