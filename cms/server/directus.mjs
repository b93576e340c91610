import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { cmsDir, directusEnv, instanceUrl } from "./config.mjs";

export const directusCli = path.join(cmsDir, "node_modules/@directus/api/dist/cli/run.js");

/**
 * The Node this package pins (its `node` dependency): Directus runs on it, whichever Node runs
 * the caller (the site's tooling may be older). `npm --prefix cms ...` already puts it first.
 */
const pinnedNode = path.join(cmsDir, "node_modules/.bin/node");
export const cmsNode = existsSync(pinnedNode) ? pinnedNode : process.execPath;

/**
 * Runs a Directus CLI command to completion (bootstrap, schema apply...).
 * @param {string[]} args
 * @returns {Promise<void>}
 */
export const directusCommand = async (args) => {
  const env = await directusEnv();
  return new Promise((resolve, reject) => {
    const child = spawn(cmsNode, [directusCli, ...args], { cwd: cmsDir, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`directus ${args.join(" ")} exited with ${code}`))));
  });
};

/** Starts the Directus server; the caller owns the child process. */
export const startDirectusServer = async () =>
  spawn(cmsNode, [directusCli, "start"], { cwd: cmsDir, env: await directusEnv(), stdio: "inherit" });

/**
 * Polls Directus's health endpoint until it answers `ok` (no fixed sleeps).
 * @param {import("node:child_process").ChildProcess} [server] fails early when it exits
 */
export const waitForHealthy = async (server, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server?.once("exit", () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error("Directus exited before it became healthy (see its log above)");
    try {
      const response = await fetch(`${instanceUrl}/server/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Directus did not become healthy at ${instanceUrl} within ${timeoutMs / 1000} s`);
};
