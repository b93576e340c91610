import { spawn } from "node:child_process";
import path from "node:path";
import { stripAnsi } from "../../platform/build/build-log.mjs";
import { projectRoot } from "../../platform/build/project-copy.mjs";

/**
 * Builds that change plugin options make Gatsby wipe `.cache` and `public`, which other
 * specs (and `gatsby serve`) read. These helpers run such builds in a throwaway copy of the
 * project instead (platform/build/project-copy.mjs, the copy every harness builds in), sharing
 * the real node_modules through a symlink.
 */
export { makeProjectCopy, removeProjectCopy } from "../../platform/build/project-copy.mjs";

/** A port nothing listens on: the OS picks a free one, which is closed again at once. */
export { freePort as closedPort } from "../../platform/processes.mjs";

export const gatsbyCli = path.join(projectRoot, "node_modules/gatsby/cli.js");

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
export const plainText = (output: string): string => stripAnsi(output).replace(/\s+/g, " ");
