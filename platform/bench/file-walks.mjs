#!/usr/bin/env node
/**
 * File walks of a save at scale (prints figures, asserts nothing): what the steps after Gatsby's
 * own build cost that visit every file of public/, whatever the save changed. Makes a
 * synthetic public/ in a temporary folder shaped like a large build (per page an `index.html`
 * and a `page-data.json`, each with its `.gz` and `.br`; with `--pages 25000`, 150,000 files in
 * 50,007 folders, about what 10,000 posts give), then times, side by side on that tree:
 *
 * - the list of public/'s files for Gatsby's routes manifest: glob's `**` as Gatsby 5.16 has
 *   it, and the recursive readdir of patches/gatsby+5.16.1.patch (as platform/build/files-under.mjs
 *   does it);
 * - the self-hosted adapter's precompress with nothing changed (its record made by a first run);
 * - a release of the unchanged tree beside a first one (platform/build-service/releases.mjs).
 *
 *   npm run bench:file-walks -- [--pages 25000]
 *
 * Heavy on the disk (the tree and two releases: about 700 MB of small files); the folder is
 * removed at the end.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { precompress } from "../adapter/precompress.mjs";
import { filesUnder } from "../build/files-under.mjs";
import { createRelease } from "../build-service/releases.mjs";

const { values } = parseArgs({ options: { pages: { type: "string", default: "25000" } } });
const pages = Number(values.pages);
if (!Number.isInteger(pages) || pages < 1) throw new Error(`--pages must be a whole number, not ${values.pages}`);

/** The glob Gatsby's adapter manager calls, resolved as the manager resolves it. */
const gatsbyGlob = createRequire(createRequire(import.meta.url).resolve("gatsby/dist/utils/adapter/manager.js"))("glob");

/**
 * @template T
 * @param {string} label
 * @param {() => T | Promise<T>} step
 * @returns {Promise<T>}
 */
const timed = async (label, step) => {
  const started = performance.now();
  const result = await step();
  console.log(`| ${label} | ${((performance.now() - started) / 1000).toFixed(2)} s |`);
  return result;
};

const root = mkdtempSync(path.join(tmpdir(), "file-walks-"));
try {
  const publicDir = path.join(root, "public");
  const html = `<!doctype html><title>x</title>${"<p>A paragraph of a synthetic post.</p>".repeat(60)}`;
  const data = JSON.stringify({ result: { data: { text: "synthetic page data ".repeat(80) } } });
  for (let index = 0; index < pages; index += 1) {
    const page = index % 2 === 0 ? `blog/post-${index}` : `light/blog/post-${index}`;
    mkdirSync(path.join(publicDir, page), { recursive: true });
    writeFileSync(path.join(publicDir, page, "index.html"), html);
    mkdirSync(path.join(publicDir, "page-data", page), { recursive: true });
    writeFileSync(path.join(publicDir, "page-data", page, "page-data.json"), data);
  }
  const recordFile = path.join(root, "precompress.json");
  const routesDir = path.join(root, "routes");
  mkdirSync(routesDir);
  for (const file of ["routes-http.conf", "routes-server.conf"]) writeFileSync(path.join(routesDir, file), "");
  await precompress(publicDir, { recordFile });
  const entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).length;
  console.log(`A synthetic public/ of ${pages} pages: ${files} files in ${entries.length - files} folders.\n`);
  console.log("| step over the unchanged tree | time |");
  console.log("| --- | ---: |");

  await timed("Gatsby's list of public/: glob `**/**` (Gatsby 5.16)", () =>
    gatsbyGlob.sync("**/**", { cwd: publicDir, nodir: true, dot: true }),
  );
  await timed("Gatsby's list of public/: recursive readdir (patched)", () => filesUnder(publicDir));
  await timed("precompress, nothing changed", () => precompress(publicDir, { recordFile }));
  const releases = path.join(root, "releases");
  await createRelease({ dir: releases, publicDir, routesDir, keep: 5, label: "first" });
  await timed("a release of the unchanged tree (every file linked)", () =>
    createRelease({ dir: releases, publicDir, routesDir, keep: 5, label: "second" }),
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
