#!/usr/bin/env node
/**
 * Build benchmark (prints figures, asserts nothing): a cold build, a warm build with nothing
 * changed, and a build after one published post's title was edited in the CMS. For each it
 * prints the wall time, the queries Gatsby re-ran, the pages whose HTML it rebuilt and the
 * posts the source plugin re-fetched, as a markdown table.
 *
 *   node platform/bench/build-bench.mjs --yes          run it (embedded CMS, or DIRECTUS_URL)
 *   node platform/bench/build-bench.mjs --parse-log F  figures of a saved `gatsby build` log
 *
 * `--yes` is required because the cold build starts with `gatsby clean`, which deletes
 * `.cache/` and `public/`: a `gatsby serve`, an end-to-end run or another build using them
 * would break. The edited title is restored afterwards, which bumps the post's date_updated,
 * so the next build re-syncs that post once more (Ctrl-C during that build skips the restore:
 * the original title is printed first). DIRECTUS_ADMIN_TOKEN overrides the embedded CMS's
 * admin token (needed for the edit when DIRECTUS_URL points elsewhere).
 */
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminClient } from "../../cms/server/index.mjs";
import { parseBuildLog } from "../build/build-log.mjs";
import { gatsbyEnvironment } from "../../scripts/lib/embedded-cms.mjs";
import { gatsbyBin, run } from "../../scripts/lib/run.mjs";

/**
 * One build's line of the table.
 * @typedef {{ name: string, wallSeconds: number | null, figures: import("../build/build-log.mjs").BuildFigures }} BuildRow
 */

/** @param {import("../build/build-log.mjs").ActivityCount | null} figure */
const count = (figure) => (figure ? `${figure.done}/${figure.total}` : "0 (skipped)");
/** @param {number | null} value */
const seconds = (value) => (value === null ? "n/a" : `${value.toFixed(1)} s`);

/** @param {BuildRow[]} rows */
const printTable = (rows) => {
  console.log("\n| build | wall time | Gatsby's time | queries run | static HTML built | posts re-fetched |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const { name, wallSeconds, figures } of rows) {
    console.log(
      `| ${name} | ${seconds(wallSeconds)} | ${seconds(figures.gatsbySeconds)} | ${count(figures.queries)} | ${count(figures.html)} | ${figures.postsFetched} |`,
    );
  }
};

/**
 * Runs a Gatsby command with its output in `logFile`; throws if it fails. Resolves with its
 * wall time in seconds.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 */
const gatsby = async (args, env, logFile) => {
  const fd = openSync(logFile, "w");
  const started = performance.now();
  const code = await run(process.execPath, [gatsbyBin, ...args], { env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  if (code !== 0) throw new Error(`gatsby ${args.join(" ")} exited with ${code}; see ${logFile}`);
  return (performance.now() - started) / 1000;
};

const benchmark = async () => {
  const logDir = mkdtempSync(path.join(tmpdir(), "bench-build-"));
  const { env, stop } = await gatsbyEnvironment({ quiet: true });
  // gatsbyEnvironment always sets DIRECTUS_URL.
  const { api } = adminClient(/** @type {string} */ (env.DIRECTUS_URL));
  /** @type {BuildRow[]} */
  const rows = [];
  /**
   * @param {string} name
   * @param {string} file the log's name in logDir
   */
  const build = async (name, file) => {
    console.log(`bench: ${name}...`);
    const logFile = path.join(logDir, file);
    const wallSeconds = await gatsby(["build"], env, logFile);
    rows.push({ name, wallSeconds, figures: parseBuildLog(readFileSync(logFile, "utf8")) });
  };
  try {
    await gatsby(["clean"], env, path.join(logDir, "clean.log"));
    await build("cold", "cold.log");
    await build("warm, nothing changed", "warm.log");

    const [post] = await api("GET", "/items/posts?fields=id,title&filter[status][_eq]=published&sort=id&limit=1");
    console.log(`bench: editing the title of post ${post.id} ("${post.title}")`);
    await api("PATCH", `/items/posts/${post.id}`, { title: `${post.title} (benchmark edit)` });
    try {
      await build("one post's title edited", "edited.log");
    } finally {
      await api("PATCH", `/items/posts/${post.id}`, { title: post.title });
      console.log(`bench: title of post ${post.id} restored; the next build re-syncs that post`);
    }
  } finally {
    await stop();
  }
  printTable(rows);
  console.log(`\nBuild logs: ${logDir}`);
};

const main = async () => {
  const args = process.argv.slice(2);
  const logIndex = args.indexOf("--parse-log");
  if (logIndex !== -1) {
    const file = args[logIndex + 1];
    if (!file) throw new Error("--parse-log needs a log file");
    printTable([{ name: path.basename(file), wallSeconds: null, figures: parseBuildLog(readFileSync(file, "utf8")) }]);
    return;
  }
  if (!args.includes("--yes")) {
    console.error(
      "bench-build: this runs `gatsby clean`, which deletes .cache/ and public/ (a running `gatsby serve`, e2e run or build would break).\nRun it again with --yes when nothing else uses them.",
    );
    process.exit(1);
  }
  await benchmark();
};

main().catch((error) => {
  console.error(`bench-build: ${error.message}`);
  process.exit(1);
});
