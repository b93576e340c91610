/**
 * Which site sources changed while the benchmark ran: in a shared checkout an edit to src/
 * between two builds changes the bundles, and Gatsby then re-renders every page, which the
 * figures should not blame on the CMS edits.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const roots = ["src", "plugins", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];
const skipped = new Set(["node_modules", "__tests__", "gatsby-types.d.ts"]);

/**
 * Modification times of the site's sources, by path.
 * @returns {Map<string, number>}
 */
export const sourceTimes = (cwd = process.cwd()) => {
  /** @type {Map<string, number>} */
  const times = new Map();
  /** @param {string} relative */
  const visit = (relative) => {
    const full = path.join(cwd, relative);
    if (!existsSync(full) || skipped.has(path.basename(relative))) return;
    const stat = statSync(full);
    if (stat.isDirectory()) for (const entry of readdirSync(full)) visit(path.join(relative, entry));
    else times.set(relative, stat.mtimeMs);
  };
  for (const root of roots) visit(root);
  return times;
};

/**
 * Paths added, removed or modified between two `sourceTimes` results.
 * @param {Map<string, number>} before
 * @param {Map<string, number>} after
 * @returns {string[]}
 */
export const changedSources = (before, after) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
