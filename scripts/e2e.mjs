#!/usr/bin/env node
/**
 * End-to-end tests: the embedded CMS (or DIRECTUS_URL), a production build from it, then
 * Playwright against `gatsby serve`. The CMS stays up during the tests and stops after.
 * E2E_SKIP_BUILD=1 reuses the last build (handy while writing specs).
 * Extra arguments go to Playwright, e.g. `npm run test:e2e -- e2e/home.spec.ts`.
 */
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

const { env, stop } = await gatsbyEnvironment({ quiet: true });
let code = 0;
if (process.env.E2E_SKIP_BUILD !== "1") code = await run(process.execPath, [gatsbyBin, "build"], { env });
if (code === 0) {
  code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], { env });
}
await stop();
process.exit(code);
