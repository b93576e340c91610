/**
 * `npm run cms:reset`: replaces the local CMS with a fresh one. Deletes the database, uploads
 * and local secrets (new tokens are made), then bootstraps, applies the schema, adds the samples
 * and provisions exactly as `npm run cms` does on an empty database, and stops the server again.
 */
import { rmSync } from "node:fs";
import { adminEmail, dataDir, port, uploadsDir } from "./config.mjs";
import { passwordLines } from "./prepare.mjs";
import { isCmsRunning, startProvisionedDirectus, stopDirectusServer } from "./serve.mjs";

// Deleting the SQLite file under a running Directus would corrupt what it writes next.
if (await isCmsRunning()) {
  console.error(
    `cms: a CMS is running on 127.0.0.1:${port}; stop it (Ctrl-C in its terminal) before resetting. Nothing was deleted.`,
  );
  process.exit(1);
}

const started = Date.now();
rmSync(dataDir, { recursive: true, force: true });
rmSync(uploadsDir, { recursive: true, force: true });
console.log("cms: local database and uploads removed; bootstrapping and provisioning a fresh copy...");
try {
  await stopDirectusServer((await startProvisionedDirectus()).server);
} catch (error) {
  console.error(`cms: reset failed after deleting the old database: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
// The new database's password is printed here once; later starts say where it is kept.
console.log(
  [
    `cms: fresh CMS ready in ${((Date.now() - started) / 1000).toFixed(1)} s; \`npm run cms\` serves it.`,
    `  E-mail:   ${adminEmail}`,
    ...passwordLines({ bootstrapped: true }),
  ].join("\n"),
);
