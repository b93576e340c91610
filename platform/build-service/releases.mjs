/**
 * Releases on disk: each successful build becomes a folder `releases/<id>/` that is never
 * written again (`public/`, the build's nginx routes in `nginx/`, and `release.json`), and
 * `releases/current`, a symbolic link to the live one, which nginx serves from
 * (platform/stack/stack.mjs writes its configuration so). What is decided is decided in
 * release-plan.mjs.
 *
 * - A release appears whole: it is made as `<id>.partial/` and renamed.
 * - The switch is one rename of a new link over `current` (atomic on POSIX file systems): a
 *   request is served from the old release or the new one, never from a mix or from nothing.
 * - A new release gets hard links to the hashed assets that the releases kept besides it made
 *   and it lacks, so a page opened before the switch still loads its chunks after it (no copy:
 *   the files are shared). Older releases are pruned to `keep`, the live one never.
 * - A file of public/ that did not change since the newest release was made (same size and
 *   modification time as that release's copy, which keeps the time it was copied with) is a
 *   hard link to that copy, not a new copy: a one-post edit at 10,000 posts copies the few
 *   files the build wrote, not the whole site (about 20,000 pages). Releases are never written,
 *   so sharing their files is safe; a file the build rewrote always differs in time.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, statSync, utimesSync } from "node:fs";
import { cp, link, mkdir, readFile, readdir, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder } from "../build/files-under.mjs";
import { assetsToKeep, isHashedAsset, isReleaseId, newReleaseId, releasesToPrune, sortReleases } from "./release-plan.mjs";

/** The routes files of a build (platform/adapter) that the site's nginx includes. */
export const routesFiles = ["routes-http.conf", "routes-server.conf"];

/**
 * @typedef {{ id: string, createdAt: string, label: string, assets: string[], keptAssets: number, copiedFiles: number, unchangedFiles: number }} ReleaseInfo
 *   copiedFiles, unchangedFiles: the build's files copied, and linked to the newest release's copy
 */

/**
 * A release is made with one synchronous file call after another: at 10,000 posts about
 * 156,000 stat-and-link pairs and tens of thousands of folders, for which promises through
 * libuv's thread pool took 1.6 to 1.9 times as long (166,668 unchanged files here: 16.7-17.9 s,
 * against 9.4-11.5 s). In slices, so that the build service's hook receiver keeps answering and
 * BullMQ keeps renewing the running job's lock meanwhile.
 */
const itemsPerSlice = 2000;

/**
 * Runs `work` on each item, letting the event loop run what is waiting between slices.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => void} work
 */
const inSlices = async (items, work) => {
  for (let start = 0; start < items.length; start += itemsPerSlice) {
    await new Promise((resolve) => setImmediate(resolve));
    for (const item of items.slice(start, start + itemsPerSlice)) work(item);
  }
};

/**
 * Where the releases and the `current` link are.
 * @param {string} stateDir the stack's folder
 */
export const releasesLayout = (stateDir) => {
  const dir = path.join(stateDir, "releases");
  const current = path.join(dir, "current");
  return { dir, current, publicDir: path.join(current, "public"), routesDir: path.join(current, "nginx") };
};

/**
 * The ids of the releases in `dir`, oldest first.
 * @param {string} dir
 */
export const listReleases = async (dir) => {
  if (!existsSync(dir)) return [];
  return sortReleases((await readdir(dir)).filter(isReleaseId));
};

/**
 * The live release's id, or null when there is none yet.
 * @param {string} dir
 */
export const currentRelease = async (dir) => {
  try {
    return path.basename(await readlink(path.join(dir, "current")));
  } catch {
    return null;
  }
};

/**
 * A release's own record.
 * @param {string} dir
 * @param {string} id
 * @returns {Promise<ReleaseInfo>}
 */
export const readRelease = async (dir, id) => JSON.parse(await readFile(path.join(dir, id, "release.json"), "utf8"));

/**
 * Whether `copy` (a release's file) is still what `source` (public/'s) is: same size and
 * modification time, which copies keep (copyPublic).
 * @param {import("node:fs").Stats} source
 * @param {import("node:fs").Stats | undefined} copy
 */
const unchangedSince = (source, copy) =>
  copy !== undefined && copy.size === source.size && Math.abs(copy.mtimeMs - source.mtimeMs) < 1;

/**
 * Puts public/'s files into a release's `public/`: linked to the newest release's copy where
 * unchanged, copied (with their modification time) otherwise.
 * @param {string} publicDir
 * @param {string} target the new release's public/
 * @param {string | null} newest the newest release's public/, or null for the first release
 * @returns {Promise<{ files: string[], copiedFiles: number, unchangedFiles: number }>} files: relative to public/
 */
const copyPublic = async (publicDir, target, newest) => {
  const files = filesUnder(publicDir);
  const folders = new Set(files.map((file) => path.dirname(path.join(target, file))));
  await inSlices([...folders].sort(), (folder) => mkdirSync(folder, { recursive: true }));
  let copied = 0;
  await inSlices(files, (file) => {
    const source = path.join(publicDir, file);
    const destination = path.join(target, file);
    const sourceStat = statSync(source);
    const previous = newest === null ? null : path.join(newest, file);
    if (previous !== null && unchangedSince(sourceStat, statSync(previous, { throwIfNoEntry: false }))) {
      linkSync(previous, destination);
    } else {
      copyFileSync(source, destination);
      utimesSync(destination, sourceStat.atime, sourceStat.mtime);
      copied += 1;
    }
  });
  return { files, copiedFiles: copied, unchangedFiles: files.length - copied };
};

/**
 * Makes a release of a build: its public/ copied (or linked where unchanged since the newest
 * release) and its routes files copied, the hashed assets of the releases kept besides it
 * linked in. Does not make it live.
 * @param {{ dir: string, publicDir: string, routesDir: string, keep: number, label: string, now?: Date }} options
 * @returns {Promise<ReleaseInfo>}
 */
export const createRelease = async ({ dir, publicDir, routesDir, keep, label, now = new Date() }) => {
  await mkdir(dir, { recursive: true });
  const existing = await listReleases(dir);
  const id = newReleaseId(now, existing);
  const partial = path.join(dir, `${id}.partial`);
  await rm(partial, { recursive: true, force: true });
  const newest = existing.at(-1);
  const { files, copiedFiles, unchangedFiles } = await copyPublic(
    publicDir,
    path.join(partial, "public"),
    newest ? path.join(dir, newest, "public") : null,
  );
  await mkdir(path.join(partial, "nginx"));
  for (const file of routesFiles) await cp(path.join(routesDir, file), path.join(partial, "nginx", file));

  // The releases kept besides this one (pruning leaves the newest `keep`).
  const previousIds = keep > 1 ? existing.slice(-(keep - 1)) : [];
  const kept = assetsToKeep(files, await Promise.all(previousIds.map((old) => readRelease(dir, old))));
  for (const { file, from } of kept) {
    const target = path.join(partial, "public", file);
    await mkdir(path.dirname(target), { recursive: true });
    await link(path.join(dir, from, "public", file), target);
  }
  /** @type {ReleaseInfo} */
  const info = {
    id,
    createdAt: now.toISOString(),
    label,
    assets: files.filter(isHashedAsset),
    keptAssets: kept.length,
    copiedFiles,
    unchangedFiles,
  };
  await writeFile(path.join(partial, "release.json"), `${JSON.stringify(info, null, 2)}\n`);
  await rename(partial, path.join(dir, id));
  return info;
};

/**
 * Makes a release live: a new link renamed over `current`, in one step.
 * @param {string} dir
 * @param {string} id
 */
export const activateRelease = async (dir, id) => {
  if (!existsSync(path.join(dir, id, "release.json"))) throw new Error(`there is no release ${id} in ${dir}`);
  const next = path.join(dir, `.current-${process.pid}`);
  await rm(next, { force: true });
  await symlink(id, next);
  await rename(next, path.join(dir, "current"));
};

/**
 * Removes all but the newest `keep` releases, never the live one; returns the removed ids.
 * @param {string} dir
 * @param {number} keep
 */
export const pruneReleases = async (dir, keep) => {
  const removed = releasesToPrune(await listReleases(dir), await currentRelease(dir), keep);
  for (const id of removed) await rm(path.join(dir, id), { recursive: true, force: true });
  return removed;
};
