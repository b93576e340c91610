/**
 * One build of the site as the build service runs it: `npm run build` (scripts/build.mjs, with
 * the self-hosted adapter) in the checkout, whose `.cache/` stays between builds, so each build
 * after the first is incremental. The build reports itself into the CMS's `site_builds`
 * (platform/build/build-report.mjs); its output goes to this process's output (the service's
 * log). Its process group is its own, so stopping the service stops Gatsby's workers too.
 *
 * A build that runs past its time limit is stopped (its whole process group: a Gatsby worker
 * that hangs keeps the build from ever ending, and every later save would wait behind it), and
 * its `site_builds` row, whose id this process gave it, is marked failed with the reason, which
 * tells staff as any failed build does.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { failBuildReport, reportTarget } from "../build/build-report.mjs";

/** How long a build may run before the service stops it (BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS). */
export const defaultTimeLimitSeconds = 3600;

/** After SIGTERM, how long the build's processes get before SIGKILL. */
const defaultStopGraceMs = 10_000;

/**
 * The setting of BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS: a whole number of seconds, at least 60,
 * or the default. The first build at 10,000 posts after a cold start took 37 minutes here.
 * @param {string | undefined} value
 * @returns {number}
 */
export const parseTimeLimit = (value) => {
  if (value === undefined || value.trim() === "") return defaultTimeLimitSeconds;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 60) {
    throw new Error(`BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS must be a whole number of seconds, at least 60, not "${value}"`);
  }
  return seconds;
};

/**
 * @typedef {{ code: number, seconds: number, timedOut: boolean }} BuildRun
 * @typedef {{ done: Promise<BuildRun>, stop: () => void }} RunningBuild
 */

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv, timeLimitSeconds?: number, stopGraceMs?: number, command?: readonly string[] }} options
 *   command: what runs the build (tests give a stand-in); `npm run build`'s script by default
 * @returns {RunningBuild}
 */
export const startBuild = ({
  root,
  env,
  timeLimitSeconds = defaultTimeLimitSeconds,
  stopGraceMs = defaultStopGraceMs,
  command = [process.execPath, "scripts/build.mjs"],
}) => {
  const started = performance.now();
  const reportId = randomUUID();
  const [program = process.execPath, ...args] = command;
  const child = spawn(program, args, {
    cwd: root,
    env: { ...env, SITE_BUILD_REPORT_ID: reportId },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  /** @param {NodeJS.Signals} signal */
  const signalGroup = (signal) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    if (running()) signalGroup("SIGTERM");
  };

  let timedOut = false;
  /** @type {NodeJS.Timeout | undefined} */
  let forceKill;
  const limit = setTimeout(() => {
    timedOut = true;
    console.error(`build-service: the build ran past its time limit of ${timeLimitSeconds} s; stopping it`);
    stop();
    forceKill = setTimeout(() => signalGroup("SIGKILL"), stopGraceMs);
  }, timeLimitSeconds * 1000);

  /** @type {Promise<BuildRun>} */
  const done = new Promise((resolve) => {
    let finished = false;
    const finish = async (/** @type {number} */ code) => {
      if (finished) return;
      finished = true;
      clearTimeout(limit);
      clearTimeout(forceKill);
      const seconds = (performance.now() - started) / 1000;
      if (timedOut) {
        // Gatsby's workers may outlive the build's own process: stop what is left of its group.
        signalGroup("SIGKILL");
        await failBuildReport({
          target: reportTarget(env),
          id: reportId,
          durationSeconds: seconds,
          error: `stopped by the build service after its time limit of ${timeLimitSeconds} s (BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS); the live release stays`,
        });
      }
      resolve({ code: timedOut ? 1 : code, seconds, timedOut });
    };
    child.once("error", () => finish(1));
    child.once("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
  return { done, stop };
};
