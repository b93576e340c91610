/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every compressible file of the build,
 * at the strongest settings; nginx sends them as they are (gzip_static, brotli_static) instead
 * of compressing on every request. A build that changed most pages (the first one, a menu
 * renamed on every page) compresses the pages' HTML and data at a quicker brotli setting, and
 * a file of 128 KB or more (the sitemap, the feed) is compressed at a slightly quicker one
 * (brotliQualityFor).
 *
 * Only what changed is compressed again. A record kept between builds (in Gatsby's `.cache/`,
 * so `gatsby clean` clears it with public/) holds each file's size, modification time and
 * content digest, and the sizes of the copies made of it. A file whose size and time are as
 * recorded, or which was written again with the same content (Gatsby rewrites a page's HTML
 * whenever it renders it), keeps its copies untouched, with their modification time, so the
 * build service's releases link them instead of copying them. At 1,000 posts that is the
 * difference between compressing 4,900 files (139 MB) on every save and compressing the few the
 * save changed.
 *
 * Every other `.gz`/`.br` of a text file under public/ is removed (any such file counts as ours;
 * other archives are left alone), so a page that changed or was removed is never answered with
 * its old text.
 */
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { filesUnder } from "../build/files-under.mjs";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats a build has; images, fonts and video are compressed already. */
export const compressibleFile = /\.(html|js|mjs|css|json|svg|txt|xml|rss|webmanifest|map|wasm)$/i;

/** Below this a compressed copy saves less than a network packet. */
export const minimumBytes = 1024;

/** Brotli's strongest quality, for the files of an ordinary save (a few dozen). */
export const strongestBrotli = 11;

/**
 * Brotli's quality for the pages' HTML and data in a build with more than
 * `defaultMassChangeFiles` files to compress: about 50 times as fast as the strongest for copies
 * about 11 % larger (a 43 KB post page here: 97 ms and 9.8 KB at 11, 1.7 ms and 11.0 KB at 5).
 * At 10,000 posts the first build compressed 44,635 files at 11 in 1,483 s on two cores, and
 * 29,733 (29,707 of them at 5) in 57.8 s; a menu renamed on every page rewrites as many. Such a
 * copy stays until its file changes again; scripts and styles, few and shared by every page,
 * keep the strongest quality.
 */
export const quickBrotli = 5;

/** More files to compress than this in one build is a mass change (brotliQualityFor). */
export const defaultMassChangeFiles = 500;

/**
 * Brotli's quality for a file of `largeFileBytes` or more: the strongest costs about 2 µs a
 * byte, this one a quarter of that for copies about 3 % larger. At 10,000 posts every save
 * changes the sitemap (sitemap-0.xml, 991 KB: 2.08 s and 30,970 bytes at 11, 0.52 s and 31,975
 * at 10) and the feed (rss.xml, 237 KB: 0.50 s and 29,898 bytes, 0.14 s and 31,089); below 10
 * the copies double (61,177 bytes at 9).
 */
export const largeFileBrotli = 10;

/** From this size on a file's brotli copy is made at `largeFileBrotli`. */
export const largeFileBytes = 128 * 1024;

/**
 * The brotli quality of a file's copy in this build.
 * @param {string} file relative to public/
 * @param {number} bytes the file's size
 * @param {boolean} isMassChange
 */
export const brotliQualityFor = (file, bytes, isMassChange) => {
  if (isMassChange && /\.(html|json)$/i.test(file)) return quickBrotli;
  return bytes >= largeFileBytes ? largeFileBrotli : strongestBrotli;
};

/** The record's format; a record of another version is ignored (everything is compressed). */
const recordVersion = 1;

/**
 * What the record holds of one file: its size, time and digest when its copies were made, and
 * each copy's size (null: not worth keeping, so there is none).
 * @typedef {{ size: number, mtimeMs: number, sha256: string, gz: number | null, br: number | null }} FileRecord
 * @typedef {Record<string, FileRecord>} PrecompressRecord
 */

/**
 * Copies that do not save at least 10 % are not worth a second file.
 * @param {Buffer} compressed
 * @param {Buffer} original
 */
const worthKeeping = (compressed, original) => compressed.length < original.length * 0.9;

/**
 * @param {Buffer} bytes
 * @param {number} brotliQuality
 * @returns {Promise<{ gz: Buffer, br: Buffer }>}
 */
const compressBoth = async (bytes, brotliQuality) => {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  ]);
  return { gz, br };
};

/** @param {Buffer} bytes */
const digest = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * The record of the last run, or an empty one when there is none (or it cannot be read).
 * @param {string | null} recordFile
 * @returns {Promise<PrecompressRecord>}
 */
const readRecord = async (recordFile) => {
  if (recordFile === null) return {};
  try {
    const saved = JSON.parse(await readFile(recordFile, "utf8"));
    return saved?.version === recordVersion && saved.files && typeof saved.files === "object" ? saved.files : {};
  } catch {
    return {};
  }
};

/**
 * @param {string} recordFile
 * @param {PrecompressRecord} files
 */
const writeRecord = async (recordFile, files) => {
  await mkdir(path.dirname(recordFile), { recursive: true });
  const partial = `${recordFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify({ version: recordVersion, files }));
  await rename(partial, recordFile);
};

/**
 * Whether the copies the record lists are still there (a copy removed since makes the file
 * compressed again). Asked of public/'s list of files, not of the disk: at 10,000 posts that
 * is about 90,000 stat calls saved on every build. Only this step writes the copies, so one
 * that is there is the one it made.
 * @param {string} file relative to public/
 * @param {FileRecord} entry
 * @param {ReadonlySet<string>} present public/'s files
 */
const copiesIntact = (file, entry, present) =>
  [
    [".gz", entry.gz],
    [".br", entry.br],
  ].every(([suffix, size]) => size === null || present.has(`${file}${suffix}`));

/**
 * Whether a file is as the record has it (same size and time) with its copies there: then
 * nothing needs reading. The stat is synchronous on purpose: at 10,000 posts this is asked of
 * about 45,000 files on every build, and one stat call after another takes half the time of as
 * many promises through libuv's thread pool (166,668 calls here: 0.8 s against 1.7 s).
 * @param {string} file relative to public/
 * @param {import("node:fs").Stats} fileStat
 * @param {FileRecord | undefined} entry
 * @param {ReadonlySet<string>} present public/'s files
 * @returns {entry is FileRecord}
 */
const unchangedSinceRecord = (file, fileStat, entry, present) =>
  entry !== undefined && entry.size === fileStat.size && entry.mtimeMs === fileStat.mtimeMs && copiesIntact(file, entry, present);

/**
 * The copies of a file that is not as the record has it: its recorded ones when it was written
 * again with the same content (Gatsby rewrites every page it renders), new ones otherwise.
 * @param {string} publicDir
 * @param {string} file relative to public/
 * @param {import("node:fs").Stats} fileStat
 * @param {FileRecord | undefined} entry
 * @param {ReadonlySet<string>} present public/'s files
 * @param {number} brotliQuality
 * @returns {Promise<{ entry: FileRecord, compressed: boolean }>}
 */
const copiesFor = async (publicDir, file, fileStat, entry, present, brotliQuality) => {
  const absolute = path.join(publicDir, file);
  const bytes = await readFile(absolute);
  const sha256 = digest(bytes);
  if (entry !== undefined && entry.sha256 === sha256 && copiesIntact(file, entry, present)) {
    return { entry: { ...entry, size: fileStat.size, mtimeMs: fileStat.mtimeMs }, compressed: false };
  }
  const { gz, br } = await compressBoth(bytes, brotliQuality);
  const keepGz = worthKeeping(gz, bytes);
  const keepBr = worthKeeping(br, bytes);
  if (keepGz) await writeFile(`${absolute}.gz`, gz);
  if (keepBr) await writeFile(`${absolute}.br`, br);
  return {
    entry: {
      size: fileStat.size,
      mtimeMs: fileStat.mtimeMs,
      sha256,
      gz: keepGz ? gz.length : null,
      br: keepBr ? br.length : null,
    },
    compressed: true,
  };
};

/**
 * @typedef {{ files: number, compressed: number, quick: number, unchanged: number, originalBytes: number, gzipBytes: number, brotliBytes: number, removed: number }} PrecompressTotals
 *   files: originals with at least one copy; compressed: those compressed in this run; quick:
 *   those of them at the quick brotli quality; unchanged: those whose copies were kept;
 *   removed: copies of earlier runs removed
 */

/**
 * Brings the precompressed copies under `publicDir` up to date with its files.
 * @param {string} publicDir
 * @param {{ files?: readonly string[], recordFile?: string | null, concurrency?: number, massChangeFiles?: number }} [options]
 * `files`: every file under `publicDir` (relative, with `/`) when the caller has the list already
 * (the self-hosted adapter takes it from Gatsby's routes manifest, made by a walk of public/ moments
 * before), otherwise public/ is walked; `recordFile`: where what was compressed is remembered
 * between runs, null compresses everything; `massChangeFiles`: more files to read than this make
 * the build a mass change (brotliQualityFor)
 * @returns {Promise<PrecompressTotals>}
 */
export const precompress = async (
  publicDir,
  { files = filesUnder(publicDir), recordFile = null, concurrency = 4, massChangeFiles = defaultMassChangeFiles } = {},
) => {
  const present = new Set(files);
  const previous = await readRecord(recordFile);
  const candidates = files.filter((file) => compressibleFile.test(file));
  /** @type {PrecompressRecord} */
  const record = {};
  /** @type {Set<string>} the copies that belong to this build */
  const wanted = new Set();
  const totals = { files: 0, compressed: 0, quick: 0, unchanged: 0, originalBytes: 0, gzipBytes: 0, brotliBytes: 0, removed: 0 };

  /**
   * @param {string} file
   * @param {FileRecord} entry
   * @param {boolean} compressed
   */
  const count = (file, entry, compressed) => {
    record[file] = entry;
    if (entry.gz !== null) wanted.add(`${file}.gz`);
    if (entry.br !== null) wanted.add(`${file}.br`);
    if (entry.gz === null && entry.br === null) return;
    totals.files += 1;
    totals[compressed ? "compressed" : "unchanged"] += 1;
    totals.originalBytes += entry.size;
    totals.gzipBytes += entry.gz ?? entry.size;
    totals.brotliBytes += entry.br ?? entry.size;
  };

  /** @type {{ file: string, fileStat: import("node:fs").Stats }[]} files to read: new, changed or with copies gone */
  const toRead = [];
  for (const file of candidates) {
    // A list made before this run may name a file removed since; it needs no copies.
    const fileStat = statSync(path.join(publicDir, file), { throwIfNoEntry: false });
    if (fileStat === undefined || fileStat.size < minimumBytes) continue;
    const entry = previous[file];
    if (unchangedSinceRecord(file, fileStat, entry, present)) count(file, entry, false);
    else toRead.push({ file, fileStat });
  }

  // Files written again with the same content are among those read, so this overcounts at most.
  const isMassChange = toRead.length > massChangeFiles;
  let next = 0;
  const worker = async () => {
    while (next < toRead.length) {
      const { file, fileStat } = /** @type {{ file: string, fileStat: import("node:fs").Stats }} */ (toRead[next++]);
      const quality = brotliQualityFor(file, fileStat.size, isMassChange);
      const { entry, compressed } = await copiesFor(publicDir, file, fileStat, previous[file], present, quality);
      count(file, entry, compressed);
      if (compressed && quality === quickBrotli) totals.quick += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  // A .gz or .br of a text file that this build does not want is from an earlier build, also when
  // its original is gone: nginx would still send it for the removed page to clients that accept it.
  const stale = files.filter((file) => /\.(gz|br)$/.test(file) && compressibleFile.test(file.slice(0, -3)) && !wanted.has(file));
  await Promise.all(stale.map((file) => rm(path.join(publicDir, file), { force: true })));
  totals.removed = stale.length;

  if (recordFile !== null) await writeRecord(recordFile, record);
  return totals;
};
