/**
 * One build of the site as the build service runs it: `npm run build` (scripts/build.mjs, with
 * the self-hosted adapter) in the checkout, whose `.cache/` stays between builds, so each build
 * after the first is incremental. The build reports itself into the CMS's `site_builds`
 * (platform/build/build-report.mjs); its output goes to this process's output (the service's
 * log). Its process group is its own, so stopping the service stops Gatsby's workers too.
 */
import { spawn } from "node:child_process";

/**
 * @typedef {{ code: number, seconds: number }} BuildRun
 * @typedef {{ done: Promise<BuildRun>, stop: () => void }} RunningBuild
 */

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv }} options
 * @returns {RunningBuild}
 */
export const startBuild = ({ root, env }) => {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/build.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  /** @type {Promise<BuildRun>} */
  const done = new Promise((resolve) => {
    const finish = (/** @type {number} */ code) => resolve({ code, seconds: (performance.now() - started) / 1000 });
    child.once("error", () => finish(1));
    child.once("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  return { done, stop };
};
