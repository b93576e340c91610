import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { adminEmail, adminPassword, cmsDir, databaseFile, publicUrl, snapshotFile, uploadsDir } from "./config.mjs";
import { directusCommand } from "./directus.mjs";

/**
 * Brings the database to the committed schema: bootstrap an empty one (tables and the
 * admin user), then apply the snapshot (idempotent, so upgrades land on every start).
 */
export const prepareDatabase = async () => {
  if (existsSync(path.join(cmsDir, ".env"))) {
    throw new Error(
      "cms/.env exists: Directus lets it override real environment variables. Remove it and set DIRECTUS_* variables instead.",
    );
  }
  for (const dir of [uploadsDir, path.join(cmsDir, "extensions")]) mkdirSync(dir, { recursive: true });
  if (!existsSync(databaseFile)) await directusCommand(["bootstrap"]);
  if (existsSync(snapshotFile)) await directusCommand(["schema", "apply", "--yes", snapshotFile]);
  else console.warn(`cms: no schema snapshot at ${snapshotFile}; starting without content collections`);
};

export const printEditorWelcome = () => {
  console.log(
    [
      "",
      "  Directus (local) is ready for editors",
      `  App:      ${publicUrl}/admin`,
      `  E-mail:   ${adminEmail}`,
      `  Password: ${adminPassword}   (local default; set DIRECTUS_ADMIN_PASSWORD before the first start to change it)`,
      "",
    ].join("\n"),
  );
};
