import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Writes a test's throwaway files under `root` (paths relative to it), making their folders. */
export const writeFixtureFiles = async (root: string, files: Readonly<Record<string, string>>): Promise<void> => {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
};
