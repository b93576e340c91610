/**
 * `npm run cms`: prepares the database, starts Directus on 127.0.0.1, waits for its health
 * endpoint, adds the samples and provisions it (both idempotent) and keeps running until stopped.
 */
import { printEditorWelcome } from "./prepare.mjs";
import { startProvisionedDirectus } from "./serve.mjs";

const startedAt = Date.now();
let cms;
try {
  cms = await startProvisionedDirectus();
} catch (error) {
  console.error(`cms: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
cms.server.on("exit", (code) => process.exit(code ?? 0));
printEditorWelcome({ bootstrapped: cms.bootstrapped });
console.log(`  Serving in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`);
