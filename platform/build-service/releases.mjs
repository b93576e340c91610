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
 * - Releases share what a build did not change. A folder of files only (a page's `blog/42/`,
 *   its page data's folder) is kept once in `releases/shared/<digest>/`, named by its place and
 *   its files' sizes and modification times, and a release links to it with a symbolic link:
 *   a one-post edit at 10,000 posts makes the few folders the build wrote, not the site's 43,000
 *   (making a folder cost about 0.2 ms here, 7.7-12.5 s for all of them at 10,000 posts; a
 *   symbolic link about a third of that). The other files (those beside folders, the site's top
 *   among them) are hard links to the newest release's copy where unchanged (same size and
 *   modification time as that copy, which keeps the time it was copied with), copies otherwise.
 *   Shared folders and releases are never written, so sharing them is safe; a file the build
 *   rewrote always differs in time. Pruning removes the shared folders no kept release uses.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from "node:fs";
import { cp, link, mkdir, readFile, readdir, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder } from "../build/files-under.mjs";
import {
  assetsToKeep,
  isHashedAsset,
  isReleaseId,
  newReleaseId,
  releaseLayout,
  releasesToPrune,
  sharedFolderKey,
  sortReleases,
  unusedSharedFolders,
} from "./release-plan.mjs";

/** The routes files of a build (platform/adapter) that the site's nginx includes. */
export const routesFiles = ["routes-http.conf", "routes-server.conf"];

/**
 * @typedef {{ id: string, createdAt: string, label: string, assets: string[], keptAssets: number, copiedFiles: number, unchangedFiles: number, sharedFolders?: string[] }} ReleaseInfo
 *   copiedFiles, unchangedFiles: the build's files copied, and those linked to or shared with the
 *   newest release's copy; sharedFolders: the shared folders it links to (none in releases made
 *   before they were shared)
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
 * Where the folders that releases share are kept, beside the releases in `dir`.
 * @param {string} dir the releases' folder
 */
const sharedFoldersDir = (dir) => path.join(dir, "shared");

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
 * Puts one file of public/ into a release: linked to the newest release's copy where unchanged,
 * copied (with its modification time) otherwise. Returns whether it was copied.
 * @param {string} source
 * @param {string} destination
 * @param {string | null} previous the newest release's copy, or null
 */
const placeFile = (source, destination, previous) => {
  const sourceStat = statSync(source);
  if (previous !== null && unchangedSince(sourceStat, statSync(previous, { throwIfNoEntry: false }))) {
    linkSync(previous, destination);
    return false;
  }
  copyFileSync(source, destination);
  utimesSync(destination, sourceStat.atime, sourceStat.mtime);
  return true;
};

/**
 * Puts public/'s files into a release's `public/`: each shared folder as a symbolic link to its
 * copy in the store (made first when no release has it yet), the other files linked or copied.
 * @param {{ publicDir: string, files: string[], target: string, newest: string | null, sharedDir: string, keptFiles: string[] }} options
 *   files: public/'s, relative to it; target: the new release's public/; newest: the newest
 *   release's public/, or null for the first release
 * @returns {Promise<{ copiedFiles: number, unchangedFiles: number, sharedFolders: string[] }>}
 */
const copyPublic = async ({ publicDir, files, target, newest, sharedDir, keptFiles }) => {
  const { shared, own } = releaseLayout(files, keptFiles);
  const ownFolders = new Set([target, ...own.map((file) => path.dirname(path.join(target, file)))]);
  for (const folder of shared.keys()) ownFolders.add(path.dirname(path.join(target, folder)));
  mkdirSync(sharedDir, { recursive: true });
  // One listing of the store rather than a look-up per folder (43,000 at 10,000 posts).
  const stored = new Set(readdirSync(sharedDir));
  await inSlices([...ownFolders].sort(), (folder) => mkdirSync(folder, { recursive: true }));
  let copied = 0;
  await inSlices(own, (file) => {
    if (placeFile(path.join(publicDir, file), path.join(target, file), newest && path.join(newest, file))) copied += 1;
  });
  /** @type {string[]} */
  const keys = [];
  await inSlices([...shared], ([folder, names]) => {
    const entries = names.map((name) => {
      const { size, mtimeMs } = statSync(path.join(publicDir, folder, name));
      return { name, size, mtimeMs };
    });
    const key = sharedFolderKey(folder, entries);
    const storedFolder = path.join(sharedDir, key);
    if (!stored.has(key)) {
      // Made whole, then renamed: a build stopped halfway leaves no folder under a key.
      const partial = `${storedFolder}.partial`;
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial);
      for (const name of names) {
        const previous = newest && path.join(newest, folder, name);
        if (placeFile(path.join(publicDir, folder, name), path.join(partial, name), previous)) copied += 1;
      }
      renameSync(partial, storedFolder);
      stored.add(key);
    }
    const link = path.join(target, folder);
    symlinkSync(path.relative(path.dirname(link), storedFolder), link);
    keys.push(key);
  });
  return { copiedFiles: copied, unchangedFiles: files.length - copied, sharedFolders: keys };
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
  // The releases kept besides this one (pruning leaves the newest `keep`): the hashed assets
  // this one keeps from them go in folders of its own.
  const previousIds = keep > 1 ? existing.slice(-(keep - 1)) : [];
  const previousReleases = await Promise.all(previousIds.map((old) => readRelease(dir, old)));
  const files = filesUnder(publicDir);
  const kept = assetsToKeep(files, previousReleases);
  const { copiedFiles, unchangedFiles, sharedFolders } = await copyPublic({
    publicDir,
    files,
    target: path.join(partial, "public"),
    newest: newest ? path.join(dir, newest, "public") : null,
    sharedDir: sharedFoldersDir(dir),
    keptFiles: kept.map(({ file }) => file),
  });
  await mkdir(path.join(partial, "nginx"));
  for (const file of routesFiles) await cp(path.join(routesDir, file), path.join(partial, "nginx", file));

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
    sharedFolders,
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
  const sharedDir = sharedFoldersDir(dir);
  if (existsSync(sharedDir)) {
    const kept = await Promise.all((await listReleases(dir)).map((id) => readRelease(dir, id)));
    // A `.partial` folder is what a stopped build left: no release uses it.
    const stored = await readdir(sharedDir);
    const unused = unusedSharedFolders(
      stored,
      kept.map((release) => release.sharedFolders ?? []),
    );
    for (const key of unused) await rm(path.join(sharedDir, key), { recursive: true, force: true });
  }
  return removed;
};
