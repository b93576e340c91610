import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { makeProjectCopy as copyProject, removeProjectCopy } from "../../scripts/lib/project-copy.mjs";

/**
 * Builds that change plugin options make Gatsby wipe `.cache` and `public`, which other
 * specs (and `gatsby serve`) read. These helpers run such builds in a throwaway copy of the
 * project instead, sharing the real node_modules through a symlink.
 */

const projectRoot = path.resolve(__dirname, "../..");

export const gatsbyCli = path.join(projectRoot, "node_modules/gatsby/cli.js");

/** Copies what a build needs into a fresh temp dir (scripts/lib/project-copy.mjs, the one copy helper). */
export const makeProjectCopy = (): Promise<string> => copyProject("northbeam-build-");

export { removeProjectCopy };

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
