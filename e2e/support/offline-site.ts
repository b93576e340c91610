import { spawn, type ChildProcess } from "node:child_process";

/**
 * A second `gatsby serve` of the same build whose Functions point at a CMS that is not
 * there (a closed port), so tests can see how forms behave with Directus down without
 * stopping the CMS the other tests use.
 */
export const startOfflineSite = async (port = 9190): Promise<{ url: string; stop: () => void }> => {
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/gatsby/cli.js", "serve", "--host", "127.0.0.1", "--port", String(port)],
    {
      env: {
        ...process.env,
        DIRECTUS_URL: "http://127.0.0.1:9",
        // Configured like a real site; only the CMS behind it is missing.
        DIRECTUS_FORMS_TOKEN: process.env.DIRECTUS_FORMS_TOKEN ?? "offline-site-token",
        SESSION_SECRET: process.env.SESSION_SECRET ?? "offline-site-session-secret-of-enough-length",
        TRUST_PROXY: "true",
      },
      stdio: "ignore",
    },
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
