/**
 * Gatsby's own timing of each phase of a build, read from its log ("success <phase> - 1.234s",
 * one line per finished activity), for the build profile (platform/bench/build-profile.mjs)
 * and the scale benchmark's phase table. Tests: platform/build/__tests__/build-phases.test.ts.
 */
import { stripAnsi } from "./build-log.mjs";

/**
 * One phase as Gatsby reported it.
 * @typedef {{ name: string, seconds: number }} BuildPhase
 */

/**
 * Gatsby's phases in the order the log finished them; a phase reported twice (Gatsby checks
 * for changed pages twice) has its times added. The bootstrap's and the whole build's totals
 * ("bootstrap finished - N s", "Done building in N sec") come last, named "(bootstrap)" and
 * "(whole build)". Throws when the log has no "Done building" line (a failed or cut-off build).
 * @param {string} text
 * @returns {BuildPhase[]}
 */
export const buildPhases = (text) => {
  const log = stripAnsi(text);
  /** @type {Map<string, number>} */
  const phases = new Map();
  // \s also matches the line breaks Gatsby inserts when it wraps long activity lines.
  for (const match of log.matchAll(/^success (.+?) - ([\d.]+)s(?:\s+-\s+\d+\/\d+)?/gm)) {
    // An address in a name (the CMS's, with its port) would split one phase across builds.
    const name = /** @type {string} */ (match[1]).replace(/ at https?:\/\/\S+/, "");
    phases.set(name, (phases.get(name) ?? 0) + Number(match[2]));
  }
  const bootstrap = log.match(/bootstrap finished - ([\d.]+)s/);
  const done = log.match(/Done building in ([\d.]+) sec/);
  if (!done) throw new Error('the build log has no "Done building in N sec" line');
  return [
    ...[...phases].map(([name, seconds]) => ({ name, seconds })),
    ...(bootstrap ? [{ name: "(bootstrap)", seconds: Number(bootstrap[1]) }] : []),
    { name: "(whole build)", seconds: Number(done[1]) },
  ];
};

/**
 * A Markdown table of several builds' phases side by side: one row per phase any build
 * reported (in the order they first appear), one column per build, "–" where a build did not
 * report the phase; phases under `minSeconds` in every build are left out.
 * @param {{ label: string, phases: BuildPhase[] }[]} builds
 * @param {number} [minSeconds]
 * @returns {string}
 */
export const phaseTable = (builds, minSeconds = 0.3) => {
  /** @type {string[]} */
  const names = [];
  for (const build of builds) for (const { name } of build.phases) if (!names.includes(name)) names.push(name);
  const seconds = (/** @type {{ phases: BuildPhase[] }} */ build, /** @type {string} */ name) =>
    build.phases.find((phase) => phase.name === name)?.seconds;
  const shown = names.filter((name) => name.startsWith("(") || builds.some((build) => (seconds(build, name) ?? 0) >= minSeconds));
  const cell = (/** @type {number | undefined} */ value) => (value === undefined ? "–" : `${value.toFixed(1)} s`);
  return [
    `| phase (Gatsby's own timing) | ${builds.map((build) => build.label).join(" | ")} |`,
    `| --- |${builds.map(() => " ---: |").join("")}`,
    ...shown.map((name) => `| ${name} | ${builds.map((build) => cell(seconds(build, name))).join(" | ")} |`),
  ].join("\n");
};
