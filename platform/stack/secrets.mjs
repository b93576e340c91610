/**
 * The stack's own passwords (PostgreSQL's superuser and the CMS's role, Redis), made at random
 * on first start and kept in the stack's folder (out of git, readable by its owner only). The
 * CMS's keys and tokens are made the same way by cms/scripts/config.mjs, in the stack's CMS folder.
 */
import { randomBytes } from "node:crypto";
import { keptSecrets } from "../../cms/scripts/secrets-file.mjs";

const makers = {
  postgresSuper: () => randomBytes(24).toString("hex"),
  postgresCms: () => randomBytes(24).toString("hex"),
  redis: () => randomBytes(24).toString("hex"),
};

/**
 * @param {string} file
 * @returns {import("./cms.mjs").StackSecrets}
 */
export const stackSecrets = (file) => keptSecrets(file, makers);
