/**
 * Debian's redis-server for the stack and the tests: on 127.0.0.1 only, with a password when
 * given. `dir` keeps its data across restarts (append-only file, as the CMS's cache, rate
 * limiter and rebuild window and the forms' limits live there); without it nothing is saved.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { listeningOrExited, startChild } from "../processes.mjs";

/**
 * @param {{ port: number, dir?: string, password?: string, logFile?: string }} options
 * @returns {Promise<{ running: import("../processes.mjs").Running, url: string }>}
 */
export const startRedis = async ({ port, dir, password, logFile }) => {
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new Error("redis-server is not installed: apt-get install -y redis-server");
  }
  const persistence = dir ? ["--dir", dir, "--appendonly", "yes", "--save", ""] : ["--save", "", "--appendonly", "no"];
  if (dir) mkdirSync(dir, { recursive: true });
  const args = ["--port", String(port), "--bind", "127.0.0.1", ...persistence, ...(password ? ["--requirepass", password] : [])];
  const running = startChild("redis-server", args, process.env, { logFile });
  await listeningOrExited(running, port, `redis-server on ${port}`);
  const auth = password ? `:${encodeURIComponent(password)}@` : "";
  return { running, url: `redis://${auth}127.0.0.1:${port}` };
};
