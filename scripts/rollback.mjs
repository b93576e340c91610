#!/usr/bin/env node
/**
 * `npm run rollback`: the production stack's release before the live one becomes live
 * (platform/build-service/rollback.mjs), and the site's nginx, if it runs, reloads its routes.
 * Reads the stack's folder as `npm run stack` does (STACK_DIR, default .stack/). Run it again to
 * go one more release back; the next successful build is live again.
 */
import { rollback } from "../platform/build-service/rollback.mjs";
import { stackSettings } from "../platform/stack/settings.mjs";

const settings = stackSettings();
try {
  const { from, to, reloaded } = await rollback({ stateDir: settings.stateDir, nginxPidFile: settings.siteNginxPidFile });
  console.log(`rollback: release ${to} is live (was ${from})${reloaded ? "; nginx reloaded" : "; nginx is not running"}`);
} catch (error) {
  console.error(`rollback: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
