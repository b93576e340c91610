/**
 * Settings of the embedded CMS. Everything is local by default and can be overridden by
 * real environment variables (never by a .env file: Directus lets a .env in its working
 * directory override the real environment, so this package keeps none).
 */
import { randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importDenyList } from "./import-deny-list.mjs";
import { previewSettings } from "./preview-settings.mjs";
import { keptSecrets, writeSecretsFile } from "./secrets-file.mjs";

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/**
 * Where this CMS keeps its local secrets, SQLite database and mail outbox, and its uploads:
 * cms/data and cms/uploads for the embedded CMS; the production stack (platform/stack) points
 * them at its own state folder with CMS_DATA_DIR and CMS_UPLOADS_DIR.
 */
export const dataDir = path.resolve(process.env.CMS_DATA_DIR ?? path.join(cmsDir, "data"));
export const uploadsDir = path.resolve(process.env.CMS_UPLOADS_DIR ?? path.join(cmsDir, "uploads"));
export const databaseFile = path.join(dataDir, "directus.db");
export const snapshotFile = path.join(cmsDir, "schema", "snapshot.yaml");
const secretsFile = path.join(dataDir, "local-secrets.json");

export const port = Number(process.env.DIRECTUS_PORT ?? 8055);
/** This instance on its own port: what the provisioning, the samples and health checks talk to. */
export const instanceUrl = `http://127.0.0.1:${port}`;
/** Where editors and the site reach the CMS (a proxy's address in production). */
export const publicUrl = process.env.DIRECTUS_PUBLIC_URL ?? instanceUrl;

/** How each local secret is made; a key missing from an older secrets file is added to it. */
const secretMakers = {
  key: () => randomBytes(32).toString("hex"),
  secret: () => randomBytes(32).toString("hex"),
  adminToken: () => `local-admin-${randomBytes(16).toString("hex")}`,
  previewToken: () => `local-preview-${randomBytes(16).toString("hex")}`,
  writerToken: () => `local-writer-${randomBytes(16).toString("hex")}`,
  // The site's Functions: create-only CMS token, and the key that signs members' login cookies.
  formsToken: () => `local-forms-${randomBytes(16).toString("hex")}`,
  sessionSecret: () => randomBytes(32).toString("hex"),
  // Read-only token the build sources published posts and their files with.
  buildToken: () => `local-build-${randomBytes(16).toString("hex")}`,
  // What the stack's build service writes its builds' reports with (site_builds only).
  buildServiceToken: () => `local-build-service-${randomBytes(16).toString("hex")}`,
  // What gatsby develop's /__refresh wants in the Authorization header (the site-rebuild hook sends it).
  refreshToken: () => `local-refresh-${randomBytes(16).toString("hex")}`,
};

/**
 * The admin's password is made only when a database is bootstrapped (see adminPassword), not
 * added to an older file like the keys above: a database made before it existed keeps the
 * password it was made with, and the file must not claim otherwise.
 */
const makeAdminPassword = () => randomBytes(16).toString("hex");

/**
 * The local secrets file's contents.
 * @typedef {Record<keyof typeof secretMakers, string> & { adminPassword?: string }} LocalSecrets
 */

/** @param {LocalSecrets} secrets */
const writeSecrets = (secrets) => writeSecretsFile(secretsFile, secrets);

/**
 * Random keys and tokens made on first start and kept beside the database (both are out
 * of git), so that no secret, not even a local one, is ever committed. A file from an older
 * checkout keeps its values and gains the keys it lacks.
 * @returns {LocalSecrets}
 */
export const localSecrets = () => /** @type {LocalSecrets} */ (keptSecrets(secretsFile, secretMakers));

/** Where editors are told to look for the local admin password. */
export const secretsFileForEditors = path.relative(path.resolve(cmsDir, ".."), secretsFile);

export const adminEmail = process.env.DIRECTUS_ADMIN_EMAIL ?? "admin@example.com";

/** The local admin password made when this database was bootstrapped, if it was made here. */
export const storedAdminPassword = () => localSecrets().adminPassword;

/**
 * The admin's password for bootstrapping: DIRECTUS_ADMIN_PASSWORD, or the local secret
 * `adminPassword`, made here when `create` is set (bootstrapping a database). Undefined when
 * neither exists: the database was made with DIRECTUS_ADMIN_PASSWORD, or by an older checkout
 * with its fixed default password.
 */
export const adminPassword = ({ create = false } = {}) => {
  const secrets = localSecrets();
  if (process.env.DIRECTUS_ADMIN_PASSWORD) {
    // A new database gets this password: a stored one from an earlier database would mislead.
    if (create && secrets.adminPassword) writeSecrets({ ...secrets, adminPassword: undefined });
    return process.env.DIRECTUS_ADMIN_PASSWORD;
  }
  if (secrets.adminPassword || !create) return secrets.adminPassword;
  const password = makeAdminPassword();
  writeSecrets({ ...secrets, adminPassword: password });
  return password;
};

/**
 * IP addresses of a URL's host (the preview's refresh URL, which a flow calls), which the
 * CMS's flows must still reach.
 * @param {string} url
 * @returns {Promise<string[]>}
 */
const hostAddresses = async (url) => {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    if (isIP(host)) return [host];
    return (await lookup(host, { all: true })).map((result) => result.address);
  } catch {
    // Unresolvable now: nothing is opened for it, a public host is reachable anyway.
    return [];
  }
};

export const buildHookUrl = process.env.BUILD_HOOK_URL ?? "http://127.0.0.1:8000/__refresh";

/** Where the embedded CMS puts the e-mails it sends while no EMAIL_TRANSPORT is set. */
export const mailOutboxDir = path.join(dataDir, "mail-outbox");

/**
 * Directus's e-mail settings: the developer's EMAIL_* when EMAIL_TRANSPORT is set, else a
 * local outbox. Directus's default transport is the machine's sendmail, which is usually
 * missing here: every notification e-mail would then fail with an error in the log.
 * `mail-outbox.sh` stands in for sendmail and keeps each message as a file in the outbox.
 */
const emailEnv = () =>
  process.env.EMAIL_TRANSPORT
    ? {}
    : {
        EMAIL_TRANSPORT: "sendmail",
        EMAIL_SENDMAIL_PATH: path.join(cmsDir, "server", "mail-outbox.sh"),
        MAIL_OUTBOX_DIR: mailOutboxDir,
      };

/** The embedded CMS's rebuild window (SITE_REBUILD_WINDOW_SECONDS unset); production's default is 30. */
export const localRebuildWindowSeconds = 5;

/** The preview server (`npm run preview`): its URL, its refresh URL, what the app may frame. */
export const preview = () => previewSettings(process.env);

/**
 * Directus's database: the one DB_CLIENT names (with its DB_* settings from the environment,
 * as Directus reads them: PostgreSQL in production) or, when DB_CLIENT is unset, the embedded
 * SQLite file.
 */
export const usesSqlite = () => (process.env.DB_CLIENT ?? "sqlite3") === "sqlite3";

const databaseEnv = () => (usesSqlite() ? { DB_CLIENT: "sqlite3", DB_FILENAME: databaseFile } : {});

/** The environment Directus runs with. */
export const directusEnv = async () => {
  const secrets = localSecrets();
  const password = adminPassword();
  const { refreshUrl: previewRefreshUrl, appFrameSources } = preview();
  return {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    ...databaseEnv(),
    STORAGE_LOCATIONS: "local",
    STORAGE_LOCAL_ROOT: uploadsDir,
    EXTENSIONS_PATH: path.join(cmsDir, "extensions"),
    // The site-rebuild hook (cms/extensions) is what rebuilds the site: never start without it.
    EXTENSIONS_MUST_LOAD: "true",
    KEY: process.env.DIRECTUS_KEY ?? secrets.key,
    SECRET: process.env.DIRECTUS_SECRET ?? secrets.secret,
    ADMIN_EMAIL: adminEmail,
    // Only `bootstrap` reads it, and prepare.mjs makes the secret before bootstrapping.
    ...(password ? { ADMIN_PASSWORD: password } : {}),
    ADMIN_TOKEN: process.env.DIRECTUS_ADMIN_TOKEN ?? secrets.adminToken,
    TELEMETRY: "false",
    LOG_LEVEL: process.env.DIRECTUS_LOG_LEVEL ?? "warn",
    // The client address Directus counts sign-in guesses under (the auth-throttle hook) and logs.
    // Directus's default, true, takes the first X-Forwarded-For entry, which any client writes
    // itself. The embedded CMS listens on 127.0.0.1: only a proxy on this machine can stand in
    // front of it, so only loopback hops are trusted.
    IP_TRUST_PROXY: process.env.IP_TRUST_PROXY ?? "loopback",
    // Private addresses except the host of the preview's refresh URL (gatsby develop's /__refresh
    // locally), the one private address a flow calls: see import-deny-list.mjs for how Directus
    // reads the list. The site-rebuild hook calls BUILD_HOOK_URL itself, past this list.
    IMPORT_IP_DENY_LIST: importDenyList(await hostAddresses(previewRefreshUrl), networkInterfaces()).join(","),
    // The variables flows may read: PUBLIC_URL for the lead notices' links to their entries
    // (cms/provisioning/staff.mjs), the refresh URL and token for the preview flow
    // (cms/provisioning/preview.mjs).
    // BUILD_HOOK_TOKEN is not among them: only the site-rebuild hook sends it.
    FLOWS_ENV_ALLOW_LIST: "PUBLIC_URL,PREVIEW_REFRESH_URL,PREVIEW_REFRESH_TOKEN",
    BUILD_HOOK_URL: buildHookUrl,
    // The site-rebuild hook sends it as the Authorization header; gatsby develop checks it.
    BUILD_HOOK_TOKEN: process.env.BUILD_HOOK_TOKEN ?? refreshToken(),
    ...emailEnv(),
    // Saves within this many seconds make one build-hook call. Locally the hook is gatsby
    // develop's cheap re-sourcing, and editors wait for it: a shorter window than production's 30.
    SITE_REBUILD_WINDOW_SECONDS: process.env.SITE_REBUILD_WINDOW_SECONDS ?? String(localRebuildWindowSeconds),
    // The preview flow's call (cms/provisioning/preview.mjs), and the preview site in the app's frames.
    PREVIEW_REFRESH_URL: previewRefreshUrl,
    PREVIEW_REFRESH_TOKEN: process.env.PREVIEW_REFRESH_TOKEN ?? refreshToken(),
    CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: process.env.CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC ?? appFrameSources,
  };
};

export const adminToken = () => process.env.DIRECTUS_ADMIN_TOKEN ?? localSecrets().adminToken;

/** Static token of the "Site forms" user: what the site's Functions write with. */
export const formsToken = () => process.env.DIRECTUS_FORMS_TOKEN ?? localSecrets().formsToken;

/** Static token of the "Site preview" user: what `npm run preview` sources drafts with. */
export const previewToken = () => process.env.DIRECTUS_PREVIEW_TOKEN ?? localSecrets().previewToken;

/** Static token of the "Site build" user: what builds source published posts and files with. */
export const buildToken = () => process.env.DIRECTUS_BUILD_TOKEN ?? localSecrets().buildToken;

/** Static token of the "Site build service" user: what the stack's build service reports builds with. */
export const buildServiceToken = () => process.env.DIRECTUS_BUILD_SERVICE_TOKEN ?? localSecrets().buildServiceToken;

/** The token gatsby develop's refresh endpoint checks (GATSBY_REFRESH_TOKEN), on both develop servers. */
export const refreshToken = () => process.env.GATSBY_REFRESH_TOKEN ?? localSecrets().refreshToken;
