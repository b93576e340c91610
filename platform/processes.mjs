/**
 * Starting and stopping the platform's processes (Functions replicas, nginx, and the stack's
 * engines) for the stack, tests and benchmarks, each on its own port of the loopback interface.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createConnection, createServer } from "node:net";

/**
 * Whether a server can listen on the port of 127.0.0.1 now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/**
 * Ports handed out are below Linux's ephemeral range (32768-60999 by default), where outgoing
 * connections take their source ports: a port the kernel picked for `listen(0)` could be taken
 * by a connection (Directus to PostgreSQL, nginx to a replica) before its server binds it, which
 * ended a stack start with EADDRINUSE.
 */
const portRange = { low: 20_000, high: 32_767 };
/** @type {Set<number>} */
const handedOut = new Set();

/**
 * A TCP port that was free a moment ago, and not handed out before by this process.
 * @returns {Promise<number>}
 */
export const freePort = async () => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = portRange.low + Math.floor(Math.random() * (portRange.high - portRange.low + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free TCP port between ${portRange.low} and ${portRange.high} after 100 tries`);
};

/**
 * Resolves once something accepts connections on the port.
 * @param {number} port
 * @param {number} [timeoutMs]
 */
export const waitForPort = async (port, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
};

/**
 * A child process with its output kept (for failures) and an `exited` promise.
 * @typedef {{ child: import("node:child_process").ChildProcess, output: () => string, exited: Promise<{ code: number | null, signal: string | null }>, stop: (signal?: NodeJS.Signals, options?: { group?: boolean }) => Promise<{ code: number | null, signal: string | null }> }} Running
 */

/**
 * Every child still running. Each runs in a process group of its own, so Ctrl-C in a terminal
 * reaches only this process, which stops them in its own order (the stack: nginx first,
 * PostgreSQL last); whatever is left when this process exits, by a crash too, gets SIGTERM (the
 * child's process group).
 * @type {Set<import("node:child_process").ChildProcess>}
 */
const runningChildren = new Set();

/**
 * Sends `signal` to the process group a child leads (startChild starts each detached), so that
 * what it runs itself (such as gatsby develop under scripts/develop.mjs) gets it too.
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
const signalGroup = (child, signal) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
};
process.once("exit", () => {
  for (const child of runningChildren) signalGroup(child, "SIGTERM");
});

/** How much of a process's latest output is kept for error messages. */
const keptOutput = 64 * 1024;

/**
 * Starts a process whose output is kept (its latest 64 KB) and, with `logFile`, appended to a file.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ logFile?: string, cwd?: string }} [options]
 * @returns {Running}
 */
export const startChild = (command, args, env, { logFile, cwd } = {}) => {
  const child = spawn(command, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
  runningChildren.add(child);
  child.once("exit", () => runningChildren.delete(child));
  const log = logFile ? createWriteStream(logFile, { flags: "a" }) : null;
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk).slice(-keptOutput);
    log?.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", () => log?.end());
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  /** @param {NodeJS.Signals} [signal] @param {{ group?: boolean }} [options] group: its whole process group */
  const stop = async (signal = "SIGTERM", { group = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      if (group) signalGroup(child, signal);
      else child.kill(signal);
    }
    return exited;
  };
  return { child, output: () => output, exited, stop };
};

/**
 * Resolves once the process listens on `port`; rejects with its output if it exits first. (An
 * exit after that, such as a test's SIGKILL, is not an error here.)
 * @param {Running} running
 * @param {number} port
 * @param {string} what
 */
export const listeningOrExited = async (running, port, what) => {
  let listening = false;
  const exitedEarly = running.exited.then(({ code, signal }) => {
    if (!listening) throw new Error(`${what} exited (${code ?? signal}) before listening:\n${running.output()}`);
  });
  await Promise.race([waitForPort(port).then(() => (listening = true)), exitedEarly]);
};

/**
 * Starts a Functions replica (platform/functions-server/main.mjs) and waits until it listens.
 * @param {{ port: number, env: NodeJS.ProcessEnv, functionsDir?: string, logFile?: string }} options
 * @returns {Promise<Running>}
 */
export const startReplica = async ({ port, env, functionsDir, logFile }) => {
  const running = startChild(
    process.execPath,
    ["platform/functions-server/main.mjs"],
    {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(functionsDir ? { FUNCTIONS_DIR: functionsDir } : {}),
    },
    { logFile },
  );
  await listeningOrExited(running, port, `the Functions replica on ${port}`);
  return running;
};

/**
 * Starts the build service (platform/build-service/main.mjs) and waits until it listens.
 * @param {{ port: number, env: NodeJS.ProcessEnv, logFile?: string }} options
 * @returns {Promise<Running>}
 */
export const startBuildService = async ({ port, env, logFile }) => {
  const running = startChild(
    process.execPath,
    ["platform/build-service/main.mjs"],
    { ...env, BUILD_SERVICE_PORT: String(port) },
    { logFile },
  );
  await listeningOrExited(running, port, `the build service on ${port}`);
  return running;
};

/**
 * Starts nginx in the foreground on a configuration written by platform/nginx and waits until it listens.
 * @param {{ mainConfPath: string, stateDir: string, port: number }} options
 * @returns {Promise<Running>}
 */
export const startNginx = async ({ mainConfPath, stateDir, port }) => {
  const args = ["-p", stateDir, "-c", mainConfPath, "-e", `${stateDir}/error.log`, "-g", "daemon off;"];
  const running = startChild("nginx", args, process.env);
  await listeningOrExited(running, port, "nginx");
  return running;
};
