import { spawn, type ChildProcess } from "node:child_process";

export interface ExtraSite {
  url: string;
  /** Stops the server; resolves once it has exited (its port is free again). */
  stop: () => Promise<void>;
}

/**
 * Another `gatsby serve` of the same build, with settings of its own (a CMS that is not
 * there, a shared Redis, a short login window), so tests can see how the Functions behave
 * under them without touching the server the other tests use. Its own origin may post the
 * forms (FORMS_ALLOWED_ORIGINS), as `npm run serve` sets it, unless `env` says otherwise.
 */
export const startExtraSite = async (port: number, env: Record<string, string | undefined>): Promise<ExtraSite> => {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/gatsby/cli.js", "serve", "--host", "127.0.0.1", "--port", String(port)],
    { env: { ...process.env, FORMS_ALLOWED_ORIGINS: url, ...env }, stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    return exited;
  };
  // gatsby serve answered 3.6 s after its start here, on the loaded machine.
  const deadline = Date.now() + 12_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`gatsby serve did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
};
