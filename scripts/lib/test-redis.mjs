import net from "node:net";
import { startRedis } from "../../platform/stack/redis.mjs";

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
  if (await answers()) throw new Error(`something already listens on 127.0.0.1:${port}; set E2E_REDIS_PORT to a free port.`);
  const { running, url } = await startRedis({ port });
  return { url, stop: () => void running.stop() };
};
