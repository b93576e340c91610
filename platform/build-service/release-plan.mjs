/**
 * The decisions about releases, free of the file system (platform/build-service/releases.mjs
 * carries them out): how a release is named, which files of older releases a new one keeps,
 * which release a rollback makes live, and which releases are pruned.
 *
 * A release's id is the UTC time it was made, to the millisecond (`20261126T214501123Z`), so ids
 * sort as the releases were made.
 */

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
