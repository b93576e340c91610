/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every compressible file of the build,
 * at the strongest settings, once per build; nginx sends them as they are (gzip_static,
 * brotli_static) instead of compressing on every request. Copies left by an earlier build are
 * removed first, so a page that changed or was removed is never answered with its old text (any
 * `.gz`/`.br` of a text file under public/ counts as ours; other archives are left alone).
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats a build has; images, fonts and video are compressed already. */
export const compressibleFile = /\.(html|js|mjs|css|json|svg|txt|xml|rss|webmanifest|map|wasm)$/i;

/** Below this a compressed copy saves less than a network packet. */
export const minimumBytes = 1024;

/**
 * Copies that do not save at least 10 % are not worth a second file.
 * @param {Buffer} compressed
 * @param {Buffer} original
 */
const worthKeeping = (compressed, original) => compressed.length < original.length * 0.9;

/**
 * Every file under `dir`, as absolute paths.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
const filesUnder = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));

/**
 * @param {Buffer} bytes
 * @returns {Promise<{ gz: Buffer, br: Buffer }>}
 */
const compressBoth = async (bytes) => {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  ]);
  return { gz, br };
};

/**
 * Refreshes the precompressed copies under `publicDir`.
 * @param {string} publicDir
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<{ files: number, originalBytes: number, gzipBytes: number, brotliBytes: number, removed: number }>}
 */
export const precompress = async (publicDir, { concurrency = 4 } = {}) => {
  const files = await filesUnder(publicDir);
  // A .gz or .br of a compressible file is ours, from an earlier build, also when its original
  // is gone: nginx would still send it for the removed page to clients that accept it.
  const stale = files.filter((file) => /\.(gz|br)$/.test(file) && compressibleFile.test(file.slice(0, -3)));
  await Promise.all(stale.map((file) => rm(file, { force: true })));

  const candidates = files.filter((file) => compressibleFile.test(file));
  const totals = { files: 0, originalBytes: 0, gzipBytes: 0, brotliBytes: 0, removed: stale.length };
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = /** @type {string} */ (candidates[next++]);
      if ((await stat(file)).size < minimumBytes) continue;
      const bytes = await readFile(file);
      const { gz, br } = await compressBoth(bytes);
      const keepGz = worthKeeping(gz, bytes);
      const keepBr = worthKeeping(br, bytes);
      if (keepGz) await writeFile(`${file}.gz`, gz);
      if (keepBr) await writeFile(`${file}.br`, br);
      if (keepGz || keepBr) {
        totals.files += 1;
        totals.originalBytes += bytes.length;
        totals.gzipBytes += keepGz ? gz.length : bytes.length;
        totals.brotliBytes += keepBr ? br.length : bytes.length;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return totals;
};
