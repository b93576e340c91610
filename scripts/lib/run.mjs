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
 * Runs a command with its output collected instead of shown (for one that runs beside another
 * whose output is shown); resolves with its exit code and that output.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export const runCollected = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
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
