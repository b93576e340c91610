import { spawn, type ChildProcess } from "node:child_process";

export interface ExtraSite {
  url: string;
  stop: () => void;
}

/**
 * Another `gatsby serve` of the same build, with settings of its own (a CMS that is not
 * there, a shared Redis, a short login window), so tests can see how the Functions behave
 * under them without touching the server the other tests use.
 */
export const startExtraSite = async (port: number, env: Record<string, string | undefined>): Promise<ExtraSite> => {
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/gatsby/cli.js", "serve", "--host", "127.0.0.1", "--port", String(port)],
    { env: { ...process.env, ...env }, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`gatsby serve did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop: () => child.kill() };
};
