/**
 * The preview server (`npm run preview`: gatsby develop with drafts, scripts/develop.mjs
 * --preview) at the address the CMS's preview URLs and its "Refresh the preview" flow point to.
 * `npm test` starts it ahead of the preview test, in a project copy, beside the platform test
 * (whose builds use the checkout); the preview test's Playwright run then finds it answering
 * (PREVIEW_SERVER_STARTED=1, playwright.preview.config.ts).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { makeProjectCopy, projectRoot, removeProjectCopy } from "../../platform/build/project-copy.mjs";
import { startChild } from "../../platform/processes.mjs";
import { previewUrl } from "./preview-url.mjs";

/**
 * gatsby develop answered 20-45 s after its start here, with a cold `.cache` (as in a copy), and
 * 54 s beside the platform test; at nice 19 it waits for what that test (about 170-200 s) leaves.
 */
const startTimeoutMs = 300_000;

/**
 * Whether the server answers its home page as ready: as Playwright's webServer check, any
 * status from 200 to 403 (gatsby develop's proxy answers 503 while it is still starting).
 */
const answers = async () => {
  try {
    const response = await fetch(`${previewUrl}/`, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
};

/**
 * Starts the preview server in a throwaway project copy (its `.cache/` and `public/` apart from
 * the checkout's) and resolves once it answers; rejects with the end of its output if it exits
 * first or does not answer in time. `env` is the environment of the CMS it sources from.
 *
 * It starts at the lowest CPU priority (nice 19), so that it takes only what the work beside it
 * leaves idle (beside the platform test at the normal priority, its start made that test 36 s
 * longer and saved as much of the preview stage), and gets the normal priority back once it
 * answers, for the timed saves (`renice` needs root, as CI runs; otherwise it keeps nice 19,
 * which alone on the machine changes nothing).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ stop: () => Promise<void> }>} stop: ends gatsby develop and removes the copy
 */
export const startPreviewServer = async (env) => {
  if (await answers()) throw new Error(`something already answers at ${previewUrl}: stop it first`);
  const copy = await makeProjectCopy("northbeam-preview-");
  const develop = [process.execPath, path.join(projectRoot, "scripts/develop.mjs"), "--preview"];
  const server = startChild("nice", ["-n", "19", ...develop], env, { cwd: copy });
  // develop.mjs runs gatsby develop (and Gatsby its workers) in the process group it leads.
  const stop = async () => {
    await server.stop("SIGTERM", { group: true });
    await removeProjectCopy(copy);
  };
  const failure = (/** @type {string} */ reason) =>
    new Error(`the preview server ${reason}; the end of its output:\n${server.output().split("\n").slice(-30).join("\n")}`);
  const deadline = Date.now() + startTimeoutMs;
  try {
    while (!(await answers())) {
      const { exitCode, signalCode } = server.child;
      if (exitCode !== null || signalCode !== null) throw failure(`exited (${exitCode ?? signalCode}) before answering`);
      if (Date.now() > deadline) throw failure(`did not answer at ${previewUrl} within ${startTimeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // gatsby develop and its workers: the process group develop.mjs leads.
  spawnSync("renice", ["-n", "0", "-g", String(server.child.pid)], { stdio: "ignore" });
  return { stop };
};
