import { spawn } from "node:child_process";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Builds that change plugin options make Gatsby wipe `.cache` and `public`, which other
 * specs (and `gatsby serve`) read. These helpers run such builds in a throwaway copy of the
 * project instead, sharing the real node_modules through a symlink. The same list as
 * platform/build/project-copy.mjs, which specs cannot import: Playwright compiles what a spec
 * imports to CommonJS, and Node refuses that for an .mjs file.
 */

const projectRoot = path.resolve(__dirname, "../..");
const projectFiles = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  "src",
  "plugins",
  "static",
  // gatsby-config.ts imports the self-hosted adapter, whatever SITE_ADAPTER says.
  "platform",
];

export const gatsbyCli = path.join(projectRoot, "node_modules/gatsby/cli.js");

/** Copies what a build needs into a fresh temp dir; remove it with `removeProjectCopy`. */
export const makeProjectCopy = async (): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), "northbeam-build-"));
  for (const file of projectFiles) {
    await cp(path.join(projectRoot, file), path.join(dir, file), { recursive: true });
  }
  await symlink(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
};

/** Removes the copy; the node_modules symlink is unlinked, never followed. */
export const removeProjectCopy = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

export interface CommandResult {
  /** Exit code; null when the command was killed (timeout). */
  code: number | null;
  timedOut: boolean;
  /** stdout and stderr interleaved, as a terminal would show them. */
  output: string;
}

/**
 * Runs a command to completion, capturing its output. It gets its own process group so a
 * timeout (or its own exit) can end Gatsby's worker processes with it.
 */
export const runCommand = (
  command: string,
  args: string[],
  { cwd, env, timeoutMs }: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CommandResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let timedOut = false;
    const killGroup = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // the group is already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      killGroup(); // leftover workers, if any
      resolve({ code, timedOut, output });
    });
  });

/** A `gatsby build` in `dir` (a project copy) with extra environment variables. */
export const gatsbyBuild = (dir: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<CommandResult> =>
  runCommand(process.execPath, [gatsbyCli, "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    timeoutMs,
  });

/** Terminal colours and cursor moves removed, line wraps undone, so a message reads as one line. */
export const plainText = (output: string): string =>
  // eslint-disable-next-line no-control-regex
  output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").replace(/\s+/g, " ");

/** A port nothing listens on: the OS picks a free one, which is closed again at once. */
export const closedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
