/**
 * Finds optional dependencies that a package-lock.json promises but does not record.
 *
 * `npm install` quietly skips an optional package the registry does not have (this
 * registry lacks some other-platform binaries), writes a lock without it, and then
 * `npm ci` on a clean clone refuses that lock as "out of sync". Checking the lock in the
 * unit tests catches the gap before it reaches CI.
 */

/**
 * A package-lock.json entry, reduced to what is read here.
 * @typedef {{ optionalDependencies?: Record<string, string>, [field: string]: unknown }} LockedPackage
 */

/**
 * An optional dependency the lock promises but does not record.
 * @typedef {{ from: string, name: string }} LockfileGap
 */

/**
 * The lock entry a package at `fromPath` would load `name` from, as Node resolves it.
 * @param {Record<string, LockedPackage>} packages
 * @param {string} fromPath
 * @param {string} name
 * @returns {string | null}
 */
const resolvedEntry = (packages, fromPath, name) => {
  let base = fromPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
};

/**
 * Every `{ from, name }` where the locked package `from` lists `name` as an optional
 * dependency and the lock has no entry Node could resolve it to.
 * @param {{ packages?: Record<string, LockedPackage> }} lock
 * @returns {LockfileGap[]}
 */
export const missingOptionalPackages = (lock) => {
  const packages = lock.packages ?? {};
  /** @type {LockfileGap[]} */
  const gaps = [];
  for (const [from, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolvedEntry(packages, from, name)) gaps.push({ from: from || "(root)", name });
    }
  }
  return gaps;
};
