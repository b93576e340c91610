/**
 * The one module other code imports to start and reach the CMS (the embedded one, a throwaway
 * copy of it, or the production stack's): its settings and tokens, starting Directus or the whole
 * CMS as a process, preparing its database, and the REST client every script, benchmark and test
 * (the end-to-end specs' included) uses.
 *
 * Importing it reads the CMS's settings from the environment (config.mjs), once per process:
 * a program that points the CMS elsewhere (CMS_DATA_DIR, DIRECTUS_PORT, DB_CLIENT...) sets those
 * variables before its first import of this module (platform/stack/cms.mjs).
 */
import { fileURLToPath } from "node:url";

export {
  adminEmail,
  adminPassword,
  adminToken,
  buildServiceToken,
  buildToken,
  cmsDir,
  databaseFile,
  dataDir,
  directusEnv,
  formsToken,
  instanceUrl,
  localSecrets,
  port,
  previewToken,
  publicUrl,
  uploadsDir,
} from "./config.mjs";
export { cmsNode, directusCli } from "./directus.mjs";
export { prepareDatabase, readyForEditorsLine } from "./prepare.mjs";
export { isCmsRunning, startProvisionedDirectus, stopDirectusServer } from "./serve.mjs";
export { adminClient } from "./admin-client.mjs";
export { directusClient } from "./rest-client.mjs";
export { startCmsProcess } from "./cms-process.mjs";
export { startThrowawayCms } from "./throwaway-cms.mjs";

/** The scripts a program runs with the CMS's own Node (cmsNode), by what they do. */
export const cmsScripts = {
  /** `provision.mjs [--url URL] [--check]`: roles, policies, flows, settings... (any Directus). */
  provision: fileURLToPath(new URL("../provisioning/provision.mjs", import.meta.url)),
  /** `add-samples.mjs`: the sample blog (a CMS on this machine only). */
  samples: fileURLToPath(new URL("../samples/add-samples.mjs", import.meta.url)),
};
