#!/usr/bin/env node
/**
 * `npm run stack`: the production topology on this machine (platform/stack): PostgreSQL, Redis,
 * two Directus instances, a self-hosted build, two Functions replicas and nginx. Ctrl-C stops
 * everything; the next start finds everything as it was left (state in .stack/).
 *
 *   --build     build the site again even if the last stack build is current
 *   --no-build  never build (start with the last self-hosted build)
 */
import { parseArgs } from "node:util";
import { startStack } from "../platform/stack/stack.mjs";

const { values } = parseArgs({ options: { build: { type: "boolean" }, "no-build": { type: "boolean" } } });
const build = values.build ? "always" : values["no-build"] ? "never" : "auto";

const startedAt = Date.now();
let stack;
try {
  stack = await startStack({ build });
} catch (error) {
  console.error(`stack: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const { settings, siteUrl, cmsUrl } = stack;
console.log(
  [
    "",
    `  The production stack is up (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
    `  Site:     ${siteUrl}/`,
    `  CMS:      ${cmsUrl}/admin  (admin@example.com; password: adminPassword in ${settings.dirs.cmsData}/local-secrets.json)`,
    `  Logs:     ${settings.dirs.logs}`,
    "  Ctrl-C stops everything; nothing is lost.",
    "",
  ].join("\n"),
);

let stopping = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\nstack: ${signal}: stopping`);
    await stack.stop();
    process.exit(0);
  });
}
// A part that stops by itself (a crash) is reported; the rest keeps running.
for (const { name, running } of stack.parts) {
  running.exited.then(({ code, signal }) => {
    if (!stopping) console.error(`stack: ${name} exited (${signal ?? `exit ${code}`}); see ${settings.dirs.logs}`);
  });
}
