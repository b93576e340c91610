import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export const embeddedCmsUrl = `http://127.0.0.1:${process.env.DIRECTUS_PORT ?? 8055}`;
const readyLine = "Directus (local) is ready for editors";

const isHealthy = async (url) => {
  try {
    return (await fetch(`${url}/server/health`)).ok;
  } catch {
    return false;
  }
};

/** Tokens the embedded CMS made on its first start (cms/data is out of git). */
export const embeddedCmsSecrets = () => JSON.parse(readFileSync("cms/data/local-secrets.json", "utf8"));

/**
 * Starts the embedded Directus (bootstrapping and seeding it when empty) and resolves once
 * it is seeded and serving. Reuses one that is already running. Returns a stop function.
 */
export const startEmbeddedCms = async ({ quiet = false } = {}) => {
  if (await isHealthy(embeddedCmsUrl)) {
    console.log(`cms: using the Directus already running at ${embeddedCmsUrl}`);
    return { url: embeddedCmsUrl, stop: async () => undefined };
  }
  const child = spawn("npm", ["--prefix", "cms", "start"], { stdio: ["ignore", "pipe", "inherit"], detached: true });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once("exit", () => resolve(undefined));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        resolve(undefined);
      }
    });

  await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      const text = chunk.toString();
      output += text;
      if (!quiet || output.includes(readyLine)) process.stdout.write(text);
      if (output.includes(readyLine)) resolve(undefined);
    });
    child.once("exit", (code) =>
      reject(new Error(`the embedded CMS exited with code ${code} before it was ready. Output:\n${output}`)),
    );
  });
  return { url: embeddedCmsUrl, stop };
};

/** Stops `cleanup` on Ctrl-C or termination, then exits with the given code. */
export const stopOnSignals = (cleanup) => {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
};

/**
 * The environment for a Gatsby command: DIRECTUS_URL as given, or the embedded CMS started
 * for the duration (stopped by the returned `stop`, or on Ctrl-C).
 */
export const gatsbyEnvironment = async ({ quiet = false } = {}) => {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  if (env.DIRECTUS_URL) return { env, stop: async () => undefined };
  const cms = await startEmbeddedCms({ quiet });
  env.DIRECTUS_URL = cms.url;
  stopOnSignals(cms.stop);
  return { env, stop: cms.stop };
};
