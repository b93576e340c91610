/**
 * The files of a built site's folder, as the steps after a build (the self-hosted adapter's
 * precompress, the build service's releases, the file-walks benchmark) walk it: one recursive
 * readdir, files only, as in patches/gatsby+5.16.1.patch for Gatsby's own list.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Every file under `dir`, relative to it with `/`.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export const filesUnder = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
