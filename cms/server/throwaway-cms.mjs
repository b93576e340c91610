/**
 * A throwaway CMS for tests and benchmarks: a second Directus with a data folder and uploads of
 * its own in a temporary directory, on the caller's port, started by the CMS's own start
 * (cms-process.mjs: schema apply, health wait, idempotent samples and provisioning), so that the
 * editor's CMS is never written to.
 *
 * - `from: "local"` (the default): a copy of the local CMS, cms/data's database and local
 *   secrets (so its tokens are the local ones) and cms/uploads. A machine without a local
 *   database yet gets a CMS bootstrapped in the copy with the local secrets.
 * - `from: "empty"`: a CMS bootstrapped from nothing, with secrets of its own (the provisioning
 *   test compares what its start provisions).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCmsProcess } from "./cms-process.mjs";
import { dataDir, localSecrets, uploadsDir } from "./config.mjs";
import { directusClient } from "./rest-client.mjs";

/**
 * Copies the local CMS's files (the database and the local secrets; not its folders, such as
 * the mail outbox: the copy keeps its own) and uploads.
 * @param {string} copyData
 * @param {string} copyUploads
 */
const copyLocalCms = (copyData, copyUploads) => {
  // Made now when this machine has none, so that the copy and its caller share the tokens.
  localSecrets();
  for (const file of readdirSync(dataDir, { withFileTypes: true }).filter((entry) => entry.isFile()))
    cpSync(path.join(dataDir, file.name), path.join(copyData, file.name));
  if (existsSync(uploadsDir)) cpSync(uploadsDir, copyUploads, { recursive: true });
};

/**
 * Starts a throwaway CMS. Resolves with its `url`, an admin `client` (and its `api`), its admin
 * token, its output so far and `stop()`, which stops it and deletes its folder (safe to call
 * twice). By default it calls no build hook (BUILD_HOOK_URL is empty, so its site-rebuild hook
 * asks for nothing) and its flows are switched off, so the posts it gains rebuild nothing and
 * nothing is published by schedule; `env` adds to or overrides its environment (a build hook of
 * a test's own; undefined removes a variable), on top of `baseEnv` (this process's), and
 * `keepFlows` leaves its flows on. It accepts request bodies up to 16 MB (batches of posts).
 * @param {{ port: number, from?: "local" | "empty", env?: NodeJS.ProcessEnv, baseEnv?: NodeJS.ProcessEnv, keepFlows?: boolean, timeoutMs?: number }} options
 */
export const startThrowawayCms = async ({
  port,
  from = "local",
  env: extraEnv = {},
  baseEnv = process.env,
  keepFlows = false,
  timeoutMs,
}) => {
  const root = mkdtempSync(path.join(tmpdir(), "nb-throwaway-cms-"));
  const copyData = path.join(root, "data");
  const copyUploads = path.join(root, "uploads");
  /** @type {import("./cms-process.mjs").CmsProcess | null} */
  let cms = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await cms?.stop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    mkdirSync(copyData);
    if (from === "local") copyLocalCms(copyData, copyUploads);
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...baseEnv,
      CMS_DATA_DIR: copyData,
      CMS_UPLOADS_DIR: copyUploads,
      DIRECTUS_PORT: String(port),
      // 250 synthetic posts make a request body of about 1 MB, Directus's default limit.
      MAX_PAYLOAD_SIZE: "16mb",
      BUILD_HOOK_URL: "",
      ...extraEnv,
    };
    // The embedded kind of CMS (SQLite in its folder), reached on its own port.
    delete env.DB_CLIENT;
    delete env.DIRECTUS_PUBLIC_URL;
    cms = await startCmsProcess({ env, timeoutMs });
    const adminToken =
      env.DIRECTUS_ADMIN_TOKEN ?? JSON.parse(readFileSync(path.join(copyData, "local-secrets.json"), "utf8")).adminToken;
    const client = directusClient({ url: cms.url, token: adminToken });
    if (!keepFlows) {
      for (const flow of await client.api("GET", "/flows?fields=id&filter[status][_eq]=active&limit=-1")) {
        await client.api("PATCH", `/flows/${flow.id}`, { status: "inactive" });
      }
    }
    const what = from === "local" ? "a copy of cms/data and cms/uploads" : "an empty CMS";
    console.log(`cms: throwaway CMS (${what} in ${root}) serving at ${cms.url}`);
    return { url: cms.url, client, api: client.api, adminToken, output: cms.output, stop, root };
  } catch (error) {
    await stop();
    throw error;
  }
};
