/**
 * The stack's own passwords (PostgreSQL's superuser and the CMS's role, Redis, the build hook's token), made at random
 * on first start and kept in the stack's folder (out of git, readable by its owner only). The
 * CMS's keys and tokens are made the same way by cms/server/config.mjs, in the stack's CMS folder.
 */
import { randomBytes } from "node:crypto";
// The file helper itself, not cms/server/index.mjs: that reads the CMS's settings when imported,
// and the stack sets them later (cms.mjs's loadCmsConfig).
import { keptSecrets } from "../../cms/server/secrets-file.mjs";

const makers = {
  postgresSuper: () => randomBytes(24).toString("hex"),
  postgresCms: () => randomBytes(24).toString("hex"),
  redis: () => randomBytes(24).toString("hex"),
  // What the CMS's site-rebuild hook sends the build service (BUILD_HOOK_TOKEN).
  buildHook: () => randomBytes(24).toString("hex"),
};

/**
 * @param {string} file
 * @returns {import("./cms.mjs").StackSecrets}
 */
export const stackSecrets = (file) => keptSecrets(file, makers);
