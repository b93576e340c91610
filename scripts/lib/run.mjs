import { spawn } from "node:child_process";

/**
 * Runs a command with inherited output and resolves with its exit code. The child stays in
 * this process group, so Ctrl-C in the terminal reaches it and Gatsby's workers too.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/**
 * Runs a command and exits this process with its code if it fails.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 */
export const runOrExit = async (command, args, options) => {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
};

export const gatsbyBin = "node_modules/gatsby/cli.js";
