/**
 * A throwaway copy of the embedded CMS for the scale benchmark: the database and uploads are
 * copied into a temporary directory and a second Directus serves the copy on its own port, so
 * the editor's content is never touched.
 *
 * The copy is started by cms/server itself, not by a second implementation: the temporary
 * directory mirrors cms/ (its code copied, so that its `cmsDir` is the copy; node_modules,
 * schema, package files and extensions linked), and `npm --prefix <copy> start` runs the same
 * start as `npm run cms` (Node 22 from the CMS package, schema apply, health wait, idempotent
 * samples and provisioning) with DIRECTUS_PORT set to a free port.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cmsDir, databaseFile, dataDir, uploadsDir } from "./index.mjs";
import { freePort } from "../../platform/processes.mjs";
import { startEmbeddedCms } from "../../scripts/lib/embedded-cms.mjs";
import { directusClient } from "./rest-client.mjs";

export { freePort };

const readyLine = "Directus (local) is ready for editors";

/**
 * Sets the local CMS up the way `npm run build` does when it has never run (no database yet):
 * starts the embedded CMS, which bootstraps and provisions it, then stops it again.
 */
export const ensureLocalCms = async () => {
  if (existsSync(databaseFile)) return;
  console.log("scale: the local CMS has no database yet; setting it up as `npm run build` would");
  const cms = await startEmbeddedCms({ quiet: true });
  await cms.stop();
};

/**
 * What the copy links to instead of copying: what holds no path of its own (Node resolves a
 * linked module to its real path, so code that finds cms/ from its own place is copied).
 */
const linkedEntries = new Set(["node_modules", "extensions", "schema", "package.json", "package-lock.json"]);

/**
 * Copies the CMS's data and uploads into `root` and links or copies the rest of cms/.
 * @param {string} root
 */
const mirrorCms = (root) => {
  for (const entry of readdirSync(cmsDir)) {
    const from = path.join(cmsDir, entry);
    const to = path.join(root, entry);
    if (entry === "data") {
      mkdirSync(to);
      // The database and the local secrets (the copy's tokens are the same as the editor's);
      // not the folders, such as the mail outbox: the copy starts its own.
      for (const file of readdirSync(dataDir, { withFileTypes: true }).filter((entry) => entry.isFile()))
        cpSync(path.join(dataDir, file.name), path.join(to, file.name));
    } else if (entry === "uploads") cpSync(uploadsDir, to, { recursive: true });
    else if (linkedEntries.has(entry)) symlinkSync(from, to);
    else cpSync(from, to, { recursive: true });
  }
};

/**
 * A Directus REST call as the copy's admin (rest-client.mjs).
 * @typedef {import("./rest-client.mjs").RestCall} AdminApi
 */

/**
 * Starts Directus on a copy of the local CMS. Resolves with its `url`, an admin `api(method,
 * path, body)` and `stop()`, which stops the server and deletes the copy (safe to call twice).
 * By default the copy calls no build hook (BUILD_HOOK_URL is empty, so its site-rebuild hook
 * asks for nothing) and its flows are switched off, so the posts it gains rebuild nothing and
 * nothing is published by schedule; `env` adds to or overrides its environment (a build hook
 * of a test's own) and `keepFlows` leaves its flows on. It accepts request bodies up to 16 MB
 * (batches of posts).
 * @param {{ adminToken: string, env?: NodeJS.ProcessEnv, keepFlows?: boolean }} options
 * @returns {Promise<{ url: string, api: AdminApi, stop: () => Promise<void>, root: string }>}
 */
export const startThrowawayCms = async ({ adminToken, env: extraEnv = {}, keepFlows = false }) => {
  await ensureLocalCms();
  const root = mkdtempSync(path.join(tmpdir(), "nb-scale-cms-"));
  /** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable> | null} */
  let child = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      const running = child;
      await new Promise((resolve) => {
        running.once("exit", resolve);
        try {
          // Detached: npm leads its own process group (pid undefined only if spawning failed).
          process.kill(-(/** @type {number} */ (running.pid)), "SIGTERM");
        } catch {
          resolve(undefined);
        }
      });
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    mirrorCms(root);
    const port = await freePort();
    // 250 synthetic posts make a request body of about 1 MB, Directus's default limit.
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, DIRECTUS_PORT: String(port), MAX_PAYLOAD_SIZE: "16mb", BUILD_HOOK_URL: "", ...extraEnv };
    delete env.DIRECTUS_PUBLIC_URL;
    const started = spawn("npm", ["--prefix", root, "start"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    child = started;
    let output = "";
    await new Promise((resolve, reject) => {
      /** @param {Buffer} chunk */
      const collect = (chunk) => {
        output += chunk.toString();
        if (output.includes(readyLine)) resolve(undefined);
      };
      started.stdout.on("data", collect);
      started.stderr.on("data", collect);
      started.once("exit", (code) =>
        reject(new Error(`the throwaway CMS exited with code ${code} before it was ready. Output:\n${output}`)),
      );
    });
    const url = `http://127.0.0.1:${port}`;
    const { api } = directusClient({ url, token: adminToken });
    if (!keepFlows) {
      for (const flow of await api("GET", "/flows?fields=id&filter[status][_eq]=active&limit=-1")) {
        await api("PATCH", `/flows/${flow.id}`, { status: "inactive" });
      }
    }
    console.log(`scale: throwaway CMS (a copy of cms/data and cms/uploads in ${root}) serving at ${url}`);
    return { url, api, stop, root };
  } catch (error) {
    await stop();
    throw error;
  }
};
