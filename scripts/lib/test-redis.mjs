import { spawn, spawnSync } from "node:child_process";
import net from "node:net";

const port = Number(process.env.E2E_REDIS_PORT ?? 6390);

const answers = () =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * A throwaway Redis for the end-to-end tests (two site instances share their limits through
 * it), like the embedded CMS: started for the run, nothing saved, stopped after. Debian's
 * `redis-server` must be installed (`.ci/run` installs it).
 */
export const startTestRedis = async () => {
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new Error("redis-server is not installed; the end-to-end tests need it (apt-get install -y redis-server).");
  }
  if (await answers()) throw new Error(`something already listens on 127.0.0.1:${port}; set E2E_REDIS_PORT to a free port.`);
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 10_000;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      child.kill("SIGTERM");
    },
  };
};
