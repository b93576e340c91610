import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  adminEmail,
  adminPassword,
  cmsDir,
  databaseFile,
  publicUrl,
  secretsFileForEditors,
  snapshotFile,
  storedAdminPassword,
  uploadsDir,
  usesSqlite,
} from "./config.mjs";
import { localCollectionMeta } from "../provisioning/provision.mjs";
import { directusCommand } from "./directus.mjs";
import { writeSnapshotToApply } from "./portable-snapshot.mjs";

/**
 * Brings the database to the committed schema: bootstrap an empty one (tables and the
 * admin user, with a random password made now), then apply the snapshot (idempotent, so
 * upgrades land on every start). Tells whether it bootstrapped.
 *
 * The SQLite database is new when its file is missing. A server database (DB_CLIENT) is
 * bootstrapped on every start (Directus installs an empty one and migrates an installed one);
 * its owner says whether it is new (`fresh`), for the admin password.
 * @param {{ fresh?: boolean }} [options]
 */
export const prepareDatabase = async ({ fresh } = {}) => {
  if (existsSync(path.join(cmsDir, ".env"))) {
    throw new Error(
      "cms/.env exists: Directus lets it override real environment variables. Remove it and set DIRECTUS_* variables instead.",
    );
  }
  for (const dir of [uploadsDir, path.join(cmsDir, "extensions")]) mkdirSync(dir, { recursive: true });
  const bootstrapped = fresh ?? (usesSqlite() && !existsSync(databaseFile));
  if (bootstrapped) adminPassword({ create: true });
  if (bootstrapped || !usesSqlite()) await directusCommand(["bootstrap"]);
  if (existsSync(snapshotFile)) await applySnapshot({ installed: !bootstrapped && !usesSqlite() });
  else console.warn(`cms: no schema snapshot at ${snapshotFile}; starting without content collections`);
  return { bootstrapped };
};

/**
 * Applies the committed schema snapshot, with the collection settings the provisioning keeps
 * (portable-snapshot.mjs's withCollectionMeta); to an installed server database, with its
 * columns' own types.
 * @param {{ installed: boolean }} database
 */
const applySnapshot = async ({ installed }) => {
  const work = mkdtempSync(path.join(tmpdir(), "cms-schema-"));
  try {
    const installedFile = installed ? path.join(work, "installed.json") : undefined;
    if (installedFile) await directusCommand(["schema", "snapshot", "--yes", "--format", "json", installedFile]);
    const outFile = path.join(work, "apply.json");
    writeSnapshotToApply({ committedFile: snapshotFile, installedFile, collectionMeta: localCollectionMeta(), outFile });
    await directusCommand(["schema", "apply", "--yes", outFile]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/**
 * How the editor signs in. The password is printed only by the start that made it (a fresh
 * database); later starts say where it is kept.
 * @param {{ bootstrapped: boolean }} database
 */
export const passwordLines = ({ bootstrapped }) => {
  if (bootstrapped && process.env.DIRECTUS_ADMIN_PASSWORD) return ["  Password: the DIRECTUS_ADMIN_PASSWORD you set"];
  const password = storedAdminPassword();
  if (bootstrapped && password) {
    return [
      `  Password: ${password}`,
      `            (random, made for this database; kept as adminPassword in ${secretsFileForEditors})`,
    ];
  }
  if (password) return [`  Password: adminPassword in ${secretsFileForEditors}`];
  // A database made before local passwords were random, or with DIRECTUS_ADMIN_PASSWORD set.
  return [
    "  Password: the one this database was made with (before local passwords were random, the fixed",
    '            "northbeam-local", unless DIRECTUS_ADMIN_PASSWORD was set). For a random one, run',
    "            `npm run cms:reset` (a fresh database: local content is lost), or change it under your",
    `            profile in the app and keep it as adminPassword in ${secretsFileForEditors}.`,
  ];
};

/** The line of the welcome that says the CMS is provisioned and serving (what its starters wait for). */
export const readyForEditorsLine = "Directus (local) is ready for editors";

/** @param {{ bootstrapped: boolean }} database */
export const printEditorWelcome = ({ bootstrapped }) => {
  console.log(
    [
      "",
      `  ${readyForEditorsLine}`,
      `  App:      ${publicUrl}/admin`,
      `  E-mail:   ${adminEmail}`,
      ...passwordLines({ bootstrapped }),
      "",
    ].join("\n"),
  );
};
