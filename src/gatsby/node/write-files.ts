import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes files (absolute path, content), making each of their folders once: a build often
 * writes thousands of files into a few folders (the blog's list chunks, a search shard's
 * fragments), and a `mkdir` per file was a large part of that.
 */
export const writeFilesInFolders = async (
  files: ReadonlyArray<readonly [file: string, content: string | Uint8Array]>,
): Promise<void> => {
  for (const folder of new Set(files.map(([file]) => path.dirname(file)))) await mkdir(folder, { recursive: true });
  for (const [file, content] of files) await writeFile(file, content);
};
