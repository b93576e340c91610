#!/usr/bin/env node
/**
 * Phase-by-phase profile of Gatsby builds from their logs, side by side: Gatsby's own timing
 * of each phase (platform/build/build-phases.mjs).
 *
 *   node platform/bench/build-profile.mjs [--min SECONDS] LABEL=LOG [LABEL=LOG ...]
 *
 * The scale benchmark keeps its builds' logs (it prints where) and prints this table itself.
 */
import { readFileSync } from "node:fs";
import { buildPhases, phaseTable } from "../build/build-phases.mjs";

const args = process.argv.slice(2);
const minIndex = args.indexOf("--min");
const minSeconds = minIndex === -1 ? 0.3 : Number(args[minIndex + 1]);
const logs = minIndex === -1 ? args : args.filter((_, index) => index !== minIndex && index !== minIndex + 1);
if (logs.length === 0 || Number.isNaN(minSeconds) || logs.some((arg) => !arg.includes("="))) {
  console.error("usage: node platform/bench/build-profile.mjs [--min SECONDS] LABEL=LOG [LABEL=LOG ...]");
  process.exit(2);
}
const builds = logs.map((arg) => {
  const [label, file] = [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)];
  return { label, phases: buildPhases(readFileSync(file, "utf8")) };
});
console.log(phaseTable(builds, minSeconds));
