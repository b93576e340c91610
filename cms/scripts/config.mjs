/**
 * Settings of the embedded CMS. Everything is local by default and can be overridden by
 * real environment variables (never by a .env file: Directus lets a .env in its working
 * directory override the real environment, so this package keeps none).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const dataDir = path.join(cmsDir, "data");
export const uploadsDir = path.join(cmsDir, "uploads");
export const databaseFile = path.join(dataDir, "directus.db");
export const snapshotFile = path.join(cmsDir, "schema", "snapshot.yaml");
const secretsFile = path.join(dataDir, "local-secrets.json");

export const port = Number(process.env.DIRECTUS_PORT ?? 8055);
export const publicUrl = process.env.DIRECTUS_PUBLIC_URL ?? `http://127.0.0.1:${port}`;

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
};

/**
 * Random keys and tokens made on first start and kept beside the database (both are out
 * of git), so that no secret, not even a local one, is ever committed. A file from an older
 * checkout keeps its values and gains the keys it lacks.
 */
export const localSecrets = () => {
  mkdirSync(dataDir, { recursive: true });
  const existing = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, "utf8")) : {};
  const missing = Object.keys(secretMakers).filter((name) => typeof existing[name] !== "string" || existing[name] === "");
  if (missing.length === 0) return existing;
  const secrets = { ...existing };
  for (const name of missing) secrets[name] = secretMakers[name]();
  // Write then rename, so a process reading the file at the same time never sees half of it.
  const partial = `${secretsFile}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, secretsFile);
  return secrets;
};

export const adminEmail = process.env.DIRECTUS_ADMIN_EMAIL ?? "admin@example.com";
export const adminPassword = process.env.DIRECTUS_ADMIN_PASSWORD ?? "northbeam-local";

/** The environment Directus runs with. */
export const directusEnv = () => {
  const secrets = localSecrets();
  return {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DB_CLIENT: "sqlite3",
    DB_FILENAME: databaseFile,
    STORAGE_LOCATIONS: "local",
    STORAGE_LOCAL_ROOT: uploadsDir,
    EXTENSIONS_PATH: path.join(cmsDir, "extensions"),
    KEY: process.env.DIRECTUS_KEY ?? secrets.key,
    SECRET: process.env.DIRECTUS_SECRET ?? secrets.secret,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ADMIN_TOKEN: process.env.DIRECTUS_ADMIN_TOKEN ?? secrets.adminToken,
    TELEMETRY: "false",
    LOG_LEVEL: process.env.DIRECTUS_LOG_LEVEL ?? "warn",
    // The rebuild flow calls a hook on this machine (gatsby develop's /__refresh); the
    // default deny list would block loopback addresses.
    IMPORT_IP_DENY_LIST: "169.254.169.254",
    FLOWS_ENV_ALLOW_LIST: "BUILD_HOOK_URL",
    BUILD_HOOK_URL: process.env.BUILD_HOOK_URL ?? "http://127.0.0.1:8000/__refresh",
  };
};

export const adminToken = () => process.env.DIRECTUS_ADMIN_TOKEN ?? localSecrets().adminToken;

/** Static token of the "Site forms" user: what the site's Functions write with. */
export const formsToken = () => process.env.DIRECTUS_FORMS_TOKEN ?? localSecrets().formsToken;
