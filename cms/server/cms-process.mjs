/**
 * The CMS as a process of its own: server/start.mjs (what `npm run cms` runs) under the CMS's
 * Node, which prepares the database, starts Directus, adds the samples, provisions it and keeps
 * serving. The site's commands start the embedded CMS this way (scripts/lib/embedded-cms.mjs),
 * tests and benchmarks their throwaway copies (throwaway-cms.mjs).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { cmsDir } from "./config.mjs";
import { cmsNode } from "./directus.mjs";
import { readyForEditorsLine } from "./prepare.mjs";

/**
 * A started CMS: its address, everything it printed so far, and what stops it (safe to call twice).
 * @typedef {{ url: string, output: () => string, stop: () => Promise<void> }} CmsProcess
 */

/**
 * Starts the CMS in a process group of its own (its Directus child stops with it) and resolves
 * once it is ready for editors; rejects with its output when it exits or takes longer than
 * `timeoutMs`, which stops it.
 * @param {{ env?: NodeJS.ProcessEnv, onOutput?: (text: string, stream: "stdout" | "stderr") => void, timeoutMs?: number }} [options]
 *   `env`: its whole environment (DIRECTUS_PORT, CMS_DATA_DIR...); `onOutput`: each piece of its output as it comes
 * @returns {Promise<CmsProcess>}
 */
export const startCmsProcess = async ({ env = process.env, onOutput = () => {}, timeoutMs = 300_000 } = {}) => {
  const child = spawn(cmsNode, [path.join(cmsDir, "server", "start.mjs")], {
    cwd: cmsDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      try {
        // Detached: it leads its own process group (pid undefined only if spawning failed).
        process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM");
      } catch {
        resolve(undefined);
      }
    });
  };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    await new Promise((resolve, reject) => {
      /** @param {"stdout" | "stderr"} stream */
      const collect = (stream) => (/** @type {Buffer} */ chunk) => {
        const text = chunk.toString();
        output += text;
        onOutput(text, stream);
        if (output.includes(readyForEditorsLine)) resolve(undefined);
      };
      child.stdout.on("data", collect("stdout"));
      child.stderr.on("data", collect("stderr"));
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the CMS exited with code ${code} before it was ready. Output:\n${output}`)));
      timer = setTimeout(
        () => reject(new Error(`the CMS was not ready after ${timeoutMs / 1000} s. Output:\n${output}`)),
        timeoutMs,
      );
    });
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { url: `http://127.0.0.1:${env.DIRECTUS_PORT ?? 8055}`, output: () => output, stop };
};
