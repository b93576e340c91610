/**
 * `npm run cms`: prepares the database, starts Directus on 127.0.0.1, waits for its health
 * endpoint, seeds it (idempotent) and keeps running until stopped.
 */
import { startDirectusServer, waitForHealthy } from "./directus.mjs";
import { prepareDatabase, printEditorWelcome } from "./prepare.mjs";
import { seed } from "./seed.mjs";

const started = Date.now();
try {
  await prepareDatabase();
} catch (error) {
  console.error(`cms: ${error.message}`);
  process.exit(1);
}

const server = startDirectusServer();
const stop = (signal) => server.kill(signal);
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", (code) => process.exit(code ?? 0));

try {
  await waitForHealthy(server);
  await seed();
  printEditorWelcome();
  console.log(`  Serving in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} catch (error) {
  console.error(`cms: ${error.message}`);
  stop("SIGTERM");
  process.exitCode = 1;
}
