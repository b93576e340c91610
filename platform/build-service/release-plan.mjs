/**
 * The decisions about releases, free of the file system (platform/build-service/releases.mjs
 * carries them out): how a release is named, which files of older releases a new one keeps,
 * which folders it shares with other releases, which release a rollback makes live, and which
 * releases and shared folders are pruned.
 *
 * A release's id is the UTC time it was made, to the millisecond (`20261126T214501123Z`), so ids
 * sort as the releases were made.
 */
import { createHash } from "node:crypto";
import path from "node:path";

/** How many releases are kept unless STACK_RELEASES_KEEP says otherwise. */
export const defaultKeepReleases = 5;

const idPattern = /^\d{8}T\d{9}Z(-\d+)?$/;

/**
 * Whether a folder name is a release's id.
 * @param {string} name
 */
export const isReleaseId = (name) => idPattern.test(name);

/**
 * A new release's id: the time, with `-2`, `-3`... when a release of that millisecond exists.
 * @param {Date} now
 * @param {readonly string[]} existing
 */
export const newReleaseId = (now, existing) => {
  const base = now.toISOString().replace(/[-:.]/g, "");
  let id = base;
  for (let suffix = 2; existing.includes(id); suffix += 1) id = `${base}-${suffix}`;
  return id;
};

/**
 * Release ids oldest first. A suffixed id (`...Z-2`) comes after its base.
 * @param {readonly string[]} ids
 */
export const sortReleases = (ids) =>
  [...ids].sort((a, b) => {
    const [baseA = "", suffixA = "1"] = a.split("-");
    const [baseB = "", suffixB = "1"] = b.split("-");
    return baseA === baseB ? Number(suffixA) - Number(suffixB) : baseA < baseB ? -1 : 1;
  });

/**
 * Files a build makes under new names whenever their content changes, which pages already open
 * in a browser fetch later: webpack's chunks and styles at the top of public/ (`app-<hash>.js`,
 * `component---src-...-<hash>.js`, their source maps and licence files), everything under
 * `static/` (processed images and files, in folders named by hash), and the static queries'
 * results (`page-data/sq/d/<hash>.json`); each with its precompressed copies.
 */
const hashedAssetPatterns = [
  /^[^/]+-[0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?(\.gz|\.br)?$/,
  /^static\/.+$/,
  /^page-data\/sq\/d\/\d+\.json(\.gz|\.br)?$/,
];

/**
 * Whether a file of public/ (its path relative to public/, with `/`) is a hashed asset.
 * @param {string} file
 */
export const isHashedAsset = (file) => hashedAssetPatterns.some((pattern) => pattern.test(file));

/**
 * A release as the plan sees it: its id and the hashed assets its own build made (not those it
 * kept from older releases, so that kept files do not pile up from release to release).
 * @typedef {{ id: string, assets: readonly string[] }} ReleaseAssets
 */

/**
 * The files a new release keeps from older ones: each hashed asset that one of `previous` (the
 * releases kept besides the new one) made and the new release lacks, with the newest release
 * that has it. A browser that loaded a page of an older release can then still fetch its chunks.
 * @param {readonly string[]} newFiles every file of the new release's public/
 * @param {readonly ReleaseAssets[]} previous
 * @returns {{ file: string, from: string }[]}
 */
export const assetsToKeep = (newFiles, previous) => {
  const present = new Set(newFiles);
  /** @type {Map<string, string>} */
  const kept = new Map();
  const byId = new Map(previous.map((release) => [release.id, release]));
  const newestFirst = sortReleases([...byId.keys()]).reverse();
  for (const id of newestFirst) {
    for (const file of byId.get(id)?.assets ?? []) if (!present.has(file) && !kept.has(file)) kept.set(file, id);
  }
  return [...kept].map(([file, from]) => ({ file, from }));
};

/**
 * How a new release lays out its files: the folders it shares with other releases, each whole
 * (a folder of files only, as a page's `blog/42/` with its `index.html`, `.gz` and `.br`, or its
 * page data's folder), and the files it holds itself (those of the folders that hold other
 * folders, the site's top among them). A folder that receives a hashed asset kept from an older
 * release is the release's own too: a shared folder is never written.
 * @param {readonly string[]} files every file of the new release's public/ (relative, with `/`)
 * @param {readonly string[]} keptFiles the hashed assets it keeps from older releases (assetsToKeep)
 * @returns {{ shared: Map<string, string[]>, own: string[] }} shared: folder -> its files' names
 */
export const releaseLayout = (files, keptFiles) => {
  const folderOf = (/** @type {string} */ file) => path.posix.dirname(file);
  /** Folders that hold another folder, or a kept file: never shared. */
  const ownFolders = new Set(["."]);
  const markWithParents = (/** @type {string} */ folder) => {
    for (let current = folder; !ownFolders.has(current); current = path.posix.dirname(current)) ownFolders.add(current);
  };
  for (const file of files) markWithParents(path.posix.dirname(folderOf(file)));
  for (const file of keptFiles) markWithParents(folderOf(file));
  /** @type {Map<string, string[]>} */
  const shared = new Map();
  /** @type {string[]} */
  const own = [];
  for (const file of files) {
    const folder = folderOf(file);
    if (ownFolders.has(folder)) own.push(file);
    else {
      const names = shared.get(folder) ?? [];
      names.push(path.posix.basename(file));
      shared.set(folder, names);
    }
  }
  return { shared, own };
};

/**
 * The name of a shared folder in the store: a digest of its place in the site and of each file's
 * name, size and modification time (what a build changes when it writes a file, and what a
 * release's copy keeps), so that an unchanged folder has the name it had in the last release.
 * @param {string} folder relative to public/
 * @param {readonly { name: string, size: number, mtimeMs: number }[]} entries
 */
export const sharedFolderKey = (folder, entries) => {
  const hash = createHash("sha256").update(folder);
  for (const { name, size, mtimeMs } of [...entries].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    hash.update(`\n${name}\0${size}\0${mtimeMs}`);
  }
  return hash.digest("hex").slice(0, 32);
};

/**
 * The store's folders that no release uses any more.
 * @param {readonly string[]} stored the store's folder names
 * @param {readonly (readonly string[])[]} usedByReleases each kept release's shared folders
 */
export const unusedSharedFolders = (stored, usedByReleases) => {
  const used = new Set(usedByReleases.flat());
  return stored.filter((key) => !used.has(key));
};

/**
 * The release a rollback makes live: the newest one older than the live one, or null.
 * @param {readonly string[]} ids
 * @param {string | null} current
 */
export const rollbackTarget = (ids, current) => {
  const sorted = sortReleases(ids);
  const index = current === null ? -1 : sorted.indexOf(current);
  return index > 0 ? (sorted[index - 1] ?? null) : null;
};

/**
 * The releases to remove: all but the newest `keep`, never the live one.
 * @param {readonly string[]} ids
 * @param {string | null} current
 * @param {number} keep at least 1
 */
export const releasesToPrune = (ids, current, keep) => {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`releases to keep must be a whole number from 1, not ${keep}`);
  const sorted = sortReleases(ids);
  return sorted.slice(0, Math.max(0, sorted.length - keep)).filter((id) => id !== current);
};

/**
 * STACK_RELEASES_KEEP as a number of releases (1 to 100); unset gives the default.
 * @param {string | undefined} value
 */
export const parseKeepReleases = (value) => {
  if (value === undefined || value.trim() === "") return defaultKeepReleases;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1 || keep > 100) {
    throw new Error(`STACK_RELEASES_KEEP="${value}" is not a number of releases from 1 to 100.`);
  }
  return keep;
};
