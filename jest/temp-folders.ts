import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folders tempFolder made for the running test file. */
const made: string[] = [];

/**
 * A new folder in the system's temp folder for a test's files, named from `prefix`; removed with
 * everything in it after the test file's last test (jest/setup-tests.ts calls removeTempFolders).
 */
export const tempFolder = (prefix: string): string => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
};

/** Removes every folder tempFolder made so far. */
export const removeTempFolders = (): void => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
};
