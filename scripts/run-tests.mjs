#!/usr/bin/env node
/**
 * `npm test`: every test, in phases, with how long each took. First the Debian packages the
 * suites need (scripts/lib/system-packages.mjs: installed as root, otherwise the command to
 * install them); then the stages below. The embedded CMS is started once, after the static
 * checks (which need none), and every suite that uses it finds it running (the suites that need
 * a CMS of their own start theirs). Stops after the first stage that fails, and prints the
 * timings so far in every case.
 */
import { availableParallelism } from "node:os";
import { startEmbeddedCms, stopOnSignals } from "./lib/embedded-cms.mjs";
import { startPreviewServer } from "./lib/preview-server.mjs";
import { run, runCollected } from "./lib/run.mjs";
import { ensureSystemPackages } from "./lib/system-packages.mjs";

/**
 * A phase: an npm script, or a task of this process (starting or stopping a server that a later
 * phase uses).
 * @typedef {{ name: string, script: string, args?: string[], env?: Record<string, string> } | { name: string, task: () => Promise<void> }} Phase
 */
/** A stage's lane: one phase, or phases run one after the other beside the stage's other lanes. @typedef {Phase | Phase[]} Lane */

const staticChecks = /** @type {Phase[]} */ ([
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
]);
const unitTests = /** @type {Phase} */ ({ name: "unit tests", script: "test:unit" });

/** The preview server while it runs. @type {{ stop: () => Promise<void> } | undefined} */
let previewServer;
/** Stops the preview server if it runs: after the preview test, or at the end after a failure. */
const stopPreviewServer = async () => {
  const server = previewServer;
  previewServer = undefined;
  await server?.stop();
};
/** The preview server, started ahead of the preview test (scripts/lib/preview-server.mjs). */
const previewServerStart = /** @type {Phase} */ ({
  name: "preview server start",
  task: async () => {
    previewServer = await startPreviewServer({ ...process.env, ...suiteEnv });
  },
});
const previewServerStop = /** @type {Phase} */ ({ name: "preview server stop", task: stopPreviewServer });

/**
 * Stages run one after the other; the lanes of a stage run side by side (the first one's output
 * as it comes, the others' when each phase ends), and the phases of a lane one after the other.
 * What shares a stage either waits more than it computes, or checks only counts, never times,
 * so a busy core changes no result:
 * - the static checks and Jest share the first stage (Jest on both cores), with nothing else:
 *   beside the end-to-end build they saved 26 s of 236 (both keep the cores busy) and a Jest
 *   test of user-event typing, 0.9 s alone, ran over Jest's 5 s; with the embedded CMS's start
 *   beside them (2026-12-01) the stage took 106 s against 93 + 19 s, and on a slow run a test
 *   of the sitemap's split, 0.94 s alone, ran over Jest's 5 s, so the CMS starts once
 *   typecheck and lint have passed, beside Jest's last part only (runFirstStage);
 * - the end-to-end build and tests, with the provisioning test (PostgreSQL and a Directus of its
 *   own, counts and rows) beside their cold build, which leaves a fifth of the cores idle; it
 *   ends a few minutes before the timing project, whose checks (answers "in about the same
 *   time") want quiet cores and run with nothing else (the rebuild projects after it leave a
 *   third of the cores idle; a second Playwright run for them, with Jest's record tests beside
 *   it, showed no gain: docs/testing.md, "How long it takes");
 * - the platform test comes next, while `.cache/` still holds the end-to-end build: its
 *   self-hosted build is then an incremental one. Its stack test and its load and faults run
 *   side by side on stacks of their own, and its checks are counts. Beside it, the preview
 *   server (gatsby develop with drafts) starts in a project copy of its own, away from the
 *   checkout the platform test builds in, at nice 19 until it answers: a start of 33-54 s that
 *   was most of the preview stage (at the normal priority it made the platform test as much
 *   longer as it saved there);
 * - the live preview test then runs alone on that server: it times saves reaching `gatsby
 *   develop` (beside the scale test, one of two runs failed on a timeout: docs/testing.md, "How
 *   long it takes"). The server stops when it ends;
 * - last, two lanes. One: the scale test (cold and warm builds in a project copy and a CMS copy
 *   of its own; a fifth of the cores idle when it ran alone). The other: the publishing test,
 *   then the Netlify output test, both in the checkout, where their builds are warm ones from
 *   the stages before (each was a cold build in a copy in stage 3 before). The publishing test
 *   (its own CMS copy, rebuild windows, the scheduled-publishing flow's minute) builds the
 *   checkout from its CMS copy; the Netlify test builds it again from the embedded CMS, then
 *   cleans it, so every phase that reads the checkout's build comes before it. All three check
 *   what was built or stored, never how fast.
 * `suiteStages` are the stages after the static checks: each uses the embedded CMS, started once
 * before them.
 */
const suiteStages = /** @type {Lane[][]} */ ([
  [
    { name: "end-to-end tests", script: "test:e2e" },
    { name: "provisioning test", script: "test:provisioning" },
  ],
  [{ name: "platform test", script: "test:platform" }, previewServerStart],
  [[{ name: "preview test", script: "test:preview", env: { PREVIEW_SERVER_STARTED: "1" } }, previewServerStop]],
  [
    { name: "scale test", script: "test:scale" },
    [
      // Its checks need a burst of saves to fit one rebuild window; beside the scale test's
      // builds the CMS answers more slowly, so the window is 6 s instead of the suite's own 3 s.
      // Its first build is a warm one, which sources within seconds: a 30 s lead is enough.
      { name: "publishing test", script: "test:publishing", args: ["--in-place", "--window", "6", "--lead", "30"] },
      { name: "Netlify output test", script: "test:netlify", args: ["--in-place"] },
    ],
  ],
]);

/**
 * What every phase runs with besides the caller's environment. Gatsby runs its image jobs (and
 * query workers) at its CPU count less one, so on two cores a cold build processed one image at
 * a time while the other core waited: with one more than the cores, the suites' cold builds of
 * the samples took 79.4 and 83.1 s against 89.9 and 99.4 s (alternating, 2026-11-27). Production
 * builds keep Gatsby's default (more workers hold more memory at 10,000 posts).
 */
const suiteEnv = { GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? String(availableParallelism() + 1) };

/** @type {{ stage: number, name: string, seconds: number, ok: boolean }[]} */
const timings = [];
const startedAt = performance.now();

/**
 * Records how long a part of the run took, from `since` (a `performance.now()`) until now.
 * @param {number} stage
 * @param {string} name
 * @param {number} since
 * @param {boolean} ok
 * @returns {number} the seconds recorded
 */
const recordTiming = (stage, name, since, ok) => {
  const seconds = (performance.now() - since) / 1000;
  timings.push({ stage, name, seconds, ok });
  return seconds;
};

/**
 * Runs `npm run <script>`; with `buffered`, its output is printed when it ends (phases that
 * run side by side would mix theirs).
 * @param {Phase} phase
 * @param {{ stage: number, buffered?: boolean }} options
 * @returns {Promise<boolean>}
 */
const runPhase = async (phase, { stage, buffered = false }) => {
  const started = performance.now();
  if ("task" in phase) return runTask(phase, stage, started);
  const args = phase.args ?? [];
  console.log(`\n=== ${phase.name} (npm run ${phase.script}${args.length > 0 ? ` -- ${args.join(" ")}` : ""})`);
  const npmArgs = ["run", "--silent", phase.script, ...(args.length > 0 ? ["--", ...args] : [])];
  const options = { env: { ...process.env, ...suiteEnv, ...phase.env } };
  const { code, output } = buffered
    ? await runCollected("npm", npmArgs, options)
    : { code: await run("npm", npmArgs, options), output: "" };
  const ok = code === 0;
  const seconds = recordTiming(stage, phase.name, started, ok);
  if (buffered) console.log(`\n=== ${phase.name}: ${ok ? "passed" : "FAILED"}\n${output.trimEnd()}`);
  else console.log(`=== ${phase.name}: ${ok ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
  return ok;
};

/**
 * Runs a task phase in this process; a failure is printed, with its cause, when it ends.
 * @param {{ name: string, task: () => Promise<void> }} phase
 * @param {number} stage
 * @param {number} started
 * @returns {Promise<boolean>}
 */
const runTask = async (phase, stage, started) => {
  let failure = "";
  try {
    await phase.task();
  } catch (error) {
    failure = /** @type {Error} */ (error).message;
  }
  const seconds = recordTiming(stage, phase.name, started, failure === "");
  console.log(`\n=== ${phase.name}: ${failure ? `FAILED: ${failure}` : "done"} in ${seconds.toFixed(0)} s`);
  return failure === "";
};

/**
 * Runs a stage's lanes side by side (the first lane's output as it comes), each lane's phases
 * one after the other, a lane stopping at its first failure; gives whether all passed.
 * @param {Lane[]} lanes
 * @param {number} stage
 */
const runStage = async (lanes, stage) => {
  const started = performance.now();
  /** @param {Lane} lane @param {boolean} buffered */
  const runLane = async (lane, buffered) => {
    for (const phase of [lane].flat()) if (!(await runPhase(phase, { stage, buffered }))) return false;
    return true;
  };
  const results = await Promise.all(lanes.map((lane, index) => runLane(lane, index > 0)));
  const ok = results.every(Boolean);
  if (lanes.length > 1) recordTiming(stage, "(the stage, side by side)", started, ok);
  return ok;
};

const printTimings = () => {
  const total = (performance.now() - startedAt) / 1000;
  console.log("\n| stage | phase | result | time |\n| ---: | --- | --- | ---: |");
  for (const { stage, name, seconds, ok } of timings)
    console.log(`| ${stage} | ${name} | ${ok ? "passed" : "FAILED"} | ${seconds.toFixed(0)} s |`);
  console.log(`| | total | ${timings.every((phase) => phase.ok) ? "passed" : "FAILED"} | ${total.toFixed(0)} s |`);
};

/** @type {(() => Promise<void>) | undefined} */
let stopCms;
/**
 * Starts the embedded CMS for the suite stages, unless DIRECTUS_URL names another one (the
 * suites then use that). Started once, it saves a start per suite (four) and lets suites that
 * use it run side by side: a suite that started it would stop it when it ends.
 * @param {number} stage the stage it is recorded under
 */
const startSharedCms = async (stage) => {
  if (process.env.DIRECTUS_URL) return true;
  const started = performance.now();
  let ok = true;
  try {
    const cms = await startEmbeddedCms({ quiet: true });
    stopCms = cms.stop;
    stopOnSignals(cms.stop);
  } catch (error) {
    console.error(`test: the embedded CMS did not start: ${/** @type {Error} */ (error).message}`);
    ok = false;
  }
  recordTiming(stage, "embedded CMS start", started, ok);
  return ok;
};

try {
  const installed = ensureSystemPackages();
  recordTiming(0, installed.length > 0 ? `Debian packages (${installed.join(", ")})` : "Debian packages", startedAt, true);
} catch (error) {
  console.error(`test: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
/**
 * The first stage: Jest (its output as it comes) beside the static checks, and the embedded CMS
 * started as soon as both static checks have passed, beside Jest's last part (which, alone, left
 * a fifth of the cores idle; the CMS's start is mostly waiting: 25 s for about 10 core-seconds).
 */
const runFirstStage = async () => {
  const started = performance.now();
  const checksThenCms = async () => {
    const checks = await Promise.all(staticChecks.map((phase) => runPhase(phase, { stage: 1, buffered: true })));
    return checks.every(Boolean) && (await startSharedCms(1));
  };
  const results = await Promise.all([runPhase(unitTests, { stage: 1 }), checksThenCms()]);
  const ok = results.every(Boolean);
  recordTiming(1, "(the stage, side by side)", started, ok);
  return ok;
};

let ok = await runFirstStage();
for (const [index, phases] of suiteStages.entries()) {
  if (!ok) break;
  ok = await runStage(phases, index + 2);
}
await stopPreviewServer();
await stopCms?.();
printTimings();
process.exit(ok ? 0 : 1);
