#!/usr/bin/env node
/**
 * `npm test`: every test, in phases, with how long each took. First the Debian packages the
 * suites need (scripts/lib/system-packages.mjs: installed as root, otherwise the command to
 * install them); then the static checks beside the unit tests; then the suites that build and
 * serve, stage after stage (each starts the embedded CMS it needs, or its own). Stops after the
 * first stage that fails, and prints the timings so far in every case.
 */
import { spawn } from "node:child_process";
import { ensureSystemPackages } from "./lib/system-packages.mjs";

/** @typedef {{ name: string, script: string }} Phase */

/** Run side by side: light on the cores they share, and independent of each other. */
const checks = /** @type {Phase[]} */ ([
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "unit tests", script: "test:unit" },
]);

/**
 * Stages run one after the other, each using both cores; the phases of a stage run side by
 * side (the first one's output as it comes, the others' when they end). The end-to-end tests
 * come first: their build is the one the publishing and Netlify tests start from.
 */
const stages = /** @type {Phase[][]} */ ([
  [{ name: "end-to-end tests", script: "test:e2e" }],
  [{ name: "publishing test", script: "test:publishing" }],
  [{ name: "preview test", script: "test:preview" }],
  [{ name: "scale test", script: "test:scale" }],
  [{ name: "provisioning test", script: "test:provisioning" }],
  [{ name: "platform test", script: "test:platform" }],
  [{ name: "Netlify output test", script: "test:netlify" }],
]);

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];
const startedAt = performance.now();

/**
 * Runs `npm run <script>`; with `buffered`, its output is printed when it ends (phases that
 * run side by side would mix theirs).
 * @param {Phase} phase
 * @param {{ buffered?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
const runPhase = (phase, { buffered = false } = {}) =>
  new Promise((resolve) => {
    const started = performance.now();
    console.log(`\n=== ${phase.name} (npm run ${phase.script})`);
    const child = spawn("npm", ["run", "--silent", phase.script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("exit", (code, signal) => {
      const ok = code === 0;
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name: phase.name, seconds, ok });
      if (buffered) console.log(`\n=== ${phase.name}: ${ok ? "passed" : "FAILED"}\n${output.trimEnd()}`);
      else console.log(`=== ${phase.name}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s`);
      resolve(ok);
    });
  });

const printTimings = () => {
  const total = (performance.now() - startedAt) / 1000;
  console.log("\n| phase | result | time |\n| --- | --- | ---: |");
  for (const { name, seconds, ok } of timings) console.log(`| ${name} | ${ok ? "passed" : "FAILED"} | ${seconds.toFixed(0)} s |`);
  console.log(`| total | ${timings.every((phase) => phase.ok) ? "passed" : "FAILED"} | ${total.toFixed(0)} s |`);
};

let ok = true;
try {
  const installed = ensureSystemPackages();
  timings.push({
    name: installed.length > 0 ? `Debian packages (${installed.join(", ")})` : "Debian packages",
    seconds: (performance.now() - startedAt) / 1000,
    ok: true,
  });
} catch (error) {
  console.error(`test: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const results = await Promise.all(checks.map((phase) => runPhase(phase, { buffered: true })));
ok = results.every(Boolean);
for (const stage of stages) {
  if (!ok) break;
  const [leading, ...beside] = stage;
  const stageResults = await Promise.all([
    runPhase(/** @type {Phase} */ (leading)),
    ...beside.map((phase) => runPhase(phase, { buffered: true })),
  ]);
  ok = stageResults.every(Boolean);
}
printTimings();
process.exit(ok ? 0 : 1);
