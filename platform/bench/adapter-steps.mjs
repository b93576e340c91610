#!/usr/bin/env node
/**
 * The self-hosted adapter's own steps after a build, timed on a built site without building it
 * again (prints figures, asserts nothing). Gatsby's manifests are read once from what the last
 * build's adapter kept (self-hosted/manifests/) and handed to each adapter given, in turn, as
 * Gatsby hands them over; before each run the pages of an edit are written again as Gatsby
 * writes the pages it renders (the same content, a new modification time). So two versions of
 * the adapter (this checkout's and another's) are measured side by side on the same files.
 *
 *   node platform/bench/adapter-steps.mjs [--site DIR] [--adapter FILE]... [--runs 3] [--rewrite 8] [--change FILE]...
 *
 * --site: a checkout with a self-hosted build (`SITE_ADAPTER=self-hosted npm run build`; the
 * save-to-live benchmark leaves one of 10,014 posts); default this checkout. --adapter: an
 * adapter module, default this checkout's platform/adapter/index.mjs; give it twice or more to
 * compare. --rewrite: how many post pages (their HTML) each run writes again first. --change: a
 * file under public/ whose content each run changes first, as a save changes the sitemap and the
 * feed (a trailing line break added, then removed again by the next run).
 *
 * The manifest must be a warm build's: a cold build's lists public/ as it was before the adapter
 * made the copies, so every file would be compressed again on every run (it says so; build again).
 *
 * It writes what a build's adapter writes (the site's self-hosted/ and the copies in public/);
 * Gatsby's own step ("Gatsby's manifests", its walk of public/) is not part of it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { median } from "../../e2e/audit/audit-figures.mjs";
import { selfHostedPaths } from "../adapter/output-paths.mjs";
import { publicFilesOf } from "../adapter/site-routes.mjs";
import { projectRoot } from "../build/project-copy.mjs";

const { values } = parseArgs({
  options: {
    site: { type: "string", default: projectRoot },
    adapter: { type: "string", multiple: true, default: [path.join(projectRoot, "platform/adapter/index.mjs")] },
    runs: { type: "string", default: "3" },
    rewrite: { type: "string", default: "8" },
    change: { type: "string", multiple: true, default: [] },
  },
});
const runs = Number(values.runs);
const rewrite = Number(values.rewrite);
const siteRoot = path.resolve(values.site);
const paths = selfHostedPaths(siteRoot);

/** @param {string} name */
const readManifest = (name) => JSON.parse(readFileSync(path.join(paths.manifestsDir, name), "utf8"));
const started = performance.now();
/** @type {import("gatsby").RoutesManifest} */
const routesManifest = readManifest("routes.json");
const context = {
  routesManifest,
  functionsManifest: readManifest("functions.json"),
  headerRoutes: readManifest("header-routes.json"),
};
const publicFiles = publicFilesOf(routesManifest);
console.log(
  `${siteRoot}: ${publicFiles.length.toLocaleString("en-US")} files in Gatsby's routes manifest (read in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
if (!publicFiles.some((file) => /\.(gz|br)$/.test(file))) {
  console.warn(
    "The manifest lists no precompressed copy (a cold build's): every run compresses every file. Build once more first.",
  );
}

// The posts in the middle of the archive, as an edit of an old post re-renders a few pages.
const postPages = publicFiles.filter((file) => /^blog\/[^/]+\/index\.html$/.test(file)).sort();
const middle = Math.floor(postPages.length / 2);
const rewritten = postPages.slice(middle, middle + rewrite);
/** What a save leaves in public/ for the adapter: its pages written again, the sitemap and feed changed. */
const imitateEdit = () => {
  for (const file of rewritten) {
    const absolute = path.join(paths.publicDir, file);
    writeFileSync(absolute, readFileSync(absolute));
  }
  for (const file of values.change) {
    const absolute = path.join(paths.publicDir, file);
    const text = readFileSync(absolute, "utf8");
    writeFileSync(absolute, text.endsWith("\n\n") ? text.slice(0, -1) : `${text}\n`);
  }
};

/** A reporter as Gatsby gives adapters: each activity's time is kept, messages are printed. */
const timingReporter = () => {
  /** @type {Map<string, number>} */
  const steps = new Map();
  return {
    steps,
    reporter: {
      /** @param {string} name */
      activityTimer: (name) => {
        let start = 0;
        return {
          start: () => void (start = performance.now()),
          end: () => void steps.set(name.replace(/^self-hosted adapter: /, ""), (performance.now() - start) / 1000),
        };
      },
      /** @param {string} message */
      info: (message) => console.log(`  ${message}`),
    },
  };
};

/** @type {Map<string, Map<string, number[]>>} adapter → step → seconds of each run */
const results = new Map(values.adapter.map((file) => [file, new Map()]));
const adapters = await Promise.all(
  values.adapter.map(async (file) => ({ file, adapter: (await import(pathToFileURL(path.resolve(file)).href)).default })),
);
process.chdir(siteRoot);
for (let run = 1; run <= runs; run += 1) {
  for (const { file, adapter } of adapters) {
    imitateEdit();
    const { steps, reporter } = timingReporter();
    console.log(`run ${run}, ${file}:`);
    const total = performance.now();
    await adapter().adapt({ ...context, reporter });
    steps.set("(all steps)", (performance.now() - total) / 1000);
    const byStep = /** @type {Map<string, number[]>} */ (results.get(file));
    for (const [step, seconds] of steps) byStep.set(step, [...(byStep.get(step) ?? []), seconds]);
  }
}

const stepNames = [...new Set([...results.values()].flatMap((byStep) => [...byStep.keys()]))];
const changed = values.change.length === 0 ? "" : `, ${values.change.join(" and ")} changed`;
console.log(
  `\n| step (median of ${runs}, ${rewritten.length} pages written again${changed} each run) | ${values.adapter.join(" | ")} |`,
);
console.log(`| --- |${values.adapter.map(() => " ---: |").join("")}`);
for (const step of stepNames) {
  const cells = values.adapter.map((file) => {
    const list = results.get(file)?.get(step) ?? [];
    return list.length === 0
      ? "–"
      : `${median(list).toFixed(2)} s (${Math.min(...list).toFixed(2)}-${Math.max(...list).toFixed(2)})`;
  });
  console.log(`| ${step} | ${cells.join(" | ")} |`);
}
