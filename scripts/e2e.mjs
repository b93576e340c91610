#!/usr/bin/env node
/**
 * End-to-end tests: a production build, then Playwright against `gatsby serve`.
 * E2E_SKIP_BUILD=1 reuses the last build (handy while writing specs).
 * Extra arguments go to Playwright, e.g. `npm run test:e2e -- e2e/home.spec.ts`.
 */
import { gatsbyBin, runOrExit } from "./lib/run.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

if (process.env.E2E_SKIP_BUILD !== "1") {
  await runOrExit(process.execPath, [gatsbyBin, "build"], { env });
}
await runOrExit(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], { env });
