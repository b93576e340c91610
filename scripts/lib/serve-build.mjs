import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { allowLocalOrigins } from "./local-origins.mjs";
import { gatsbyBin, runOrExit } from "./run.mjs";

/**
 * Polls `url` until it answers with a success status.
 * @param {string} url
 * @param {number} timeoutMs
 */
const waitForHttp = async (url, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

/**
 * Builds unless a build exists (or `rebuild` is set), with the project's build command so
 * that the CMS is provided, then serves it; returns a stop function. `beforeServe` runs
 * between the two, after a build could have rewritten `public/` (the audit adds its
 * reference page there). `env` adds to the build's and the server's environment (a CMS's address
 * and tokens, TRUST_PROXY).
 * @param {{ port: number, rebuild?: boolean, beforeServe?: () => Promise<void>, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<() => void>}
 */
export const serveBuild = async ({ port, rebuild = false, beforeServe = async () => {}, env: extraEnv = {} }) => {
  const env = { ...process.env, ...extraEnv, GATSBY_TELEMETRY_DISABLED: "1" };
  if (rebuild || !existsSync("public/index.html")) {
    await runOrExit(process.execPath, ["scripts/build.mjs"], { env });
  }
  await beforeServe();
  // The served site's own pages may post its forms.
  allowLocalOrigins(env, "127.0.0.1", port);
  const server = spawn(process.execPath, [gatsbyBin, "serve", "--host", "127.0.0.1", "--port", String(port)], {
    env,
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      // Detached: the server leads its own process group (pid undefined only if spawning failed).
      process.kill(-(/** @type {number} */ (server.pid)), "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    // gatsby serve answered 3.6 s after its start here, on the loaded machine.
    await waitForHttp(`http://127.0.0.1:${port}/`, 12_000);
  } catch (error) {
    // Detached, the server would outlive this process.
    stop();
    throw error;
  }
  return stop;
};
