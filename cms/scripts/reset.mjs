/** `npm run cms:reset`: deletes the local database and uploads; the next start re-seeds. */
import { rmSync } from "node:fs";
import { dataDir, uploadsDir } from "./config.mjs";

rmSync(dataDir, { recursive: true, force: true });
rmSync(uploadsDir, { recursive: true, force: true });
console.log("cms: local database and uploads removed; `npm run cms` bootstraps and seeds a fresh copy.");
