/**
 * Writes one deployment's nginx files (site.conf and a standalone nginx.conf, from
 * site-config.mjs) beside or apart from the build's routes files, and prepares the state folder
 * the standalone nginx writes its pid, logs and temporary files to.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cmsConf } from "./cms-config.mjs";
import { brotliStaticModule, mainConf, siteConf } from "./site-config.mjs";

/** The folders nginx's temporary files go to (mainConf names the same). */
const tempFolders = ["body", "proxy", "fastcgi", "uwsgi", "scgi"];

/**
 * @typedef {object} DeploymentOptions
 * @property {string} routesDir folder of the build's routes-http.conf and routes-server.conf
 * @property {string} publicDir the build's public/ folder
 * @property {string} outDir where site.conf and nginx.conf are written
 * @property {string} [stateDir] default `<outDir>/state`
 * @property {string} listen
 * @property {readonly string[]} functions host:port of each Functions replica
 * @property {string | null} [user] the workers' user; default `www-data` when running as root, else none
 * @property {boolean} [brotli] default: whether Debian's brotli_static module is installed
 */

/**
 * The uid and gid of a system user, or null when it does not exist.
 * @param {string} user
 * @returns {{ uid: number, gid: number } | null}
 */
const userIds = (user) => {
  try {
    const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
};

/**
 * Writes site.conf and nginx.conf; returns their paths and the state folder.
 * @param {DeploymentOptions} options
 * @returns {{ siteConfPath: string, mainConfPath: string, stateDir: string }}
 */
export const writeSiteConfig = (options) => {
  const outDir = path.resolve(options.outDir);
  const stateDir = path.resolve(options.stateDir ?? path.join(outDir, "state"));
  const isRoot = process.getuid?.() === 0;
  const user = options.user === undefined ? (isRoot ? "www-data" : null) : options.user;
  const brotli = options.brotli ?? existsSync(brotliStaticModule);

  mkdirSync(outDir, { recursive: true });
  const siteConfPath = path.join(outDir, "site.conf");
  const mainConfPath = path.join(outDir, "nginx.conf");
  writeFileSync(
    siteConfPath,
    siteConf({
      listen: options.listen,
      publicDir: path.resolve(options.publicDir),
      routesDir: path.resolve(options.routesDir),
      functions: options.functions,
      brotli,
    }),
  );
  writeFileSync(mainConfPath, mainConf({ siteConfPath, stateDir, user, brotli }));
  prepareStateDir(stateDir, user);
  return { siteConfPath, mainConfPath, stateDir };
};

/**
 * Writes cms.conf and a standalone nginx.conf around it (the CMS's own front door, in the stack
 * started before the site is built, which reads the CMS through it); returns their paths.
 * @param {{ outDir: string, stateDir?: string, user?: string | null } & import("./cms-config.mjs").CmsSettings} options
 */
export const writeCmsConfig = ({ outDir, stateDir, user, ...cms }) => {
  const dir = path.resolve(outDir);
  const state = path.resolve(stateDir ?? path.join(dir, "state"));
  const workers = user === undefined ? (process.getuid?.() === 0 ? "www-data" : null) : user;
  mkdirSync(dir, { recursive: true });
  const cmsConfPath = path.join(dir, "cms.conf");
  const mainConfPath = path.join(dir, "nginx.conf");
  writeFileSync(cmsConfPath, cmsConf(cms));
  writeFileSync(mainConfPath, mainConf({ siteConfPath: cmsConfPath, stateDir: state, user: workers, brotli: false }));
  prepareStateDir(state, workers);
  return { cmsConfPath, mainConfPath, stateDir: state };
};

/**
 * The folder nginx writes its pid, logs and temporary files to.
 * @param {string} stateDir
 * @param {string | null} user
 */
const prepareStateDir = (stateDir, user) => {
  // The workers (not the master) write request bodies they buffer: their user must own these.
  const ids = user && process.getuid?.() === 0 ? userIds(user) : null;
  mkdirSync(stateDir, { recursive: true });
  // ...and reach them: a state folder made with mkdtemp is private to its owner.
  if (ids) chmodSync(stateDir, 0o755);
  for (const folder of tempFolders) {
    const dir = path.join(stateDir, "temp", folder);
    mkdirSync(dir, { recursive: true });
    if (ids) chownSync(dir, ids.uid, ids.gid);
  }
};
