#!/usr/bin/env node
/**
 * `npm run test:preview`: the embedded CMS (or DIRECTUS_URL), then Playwright with
 * playwright.preview.config.ts, which starts the preview server (gatsby develop with drafts on
 * 127.0.0.1:8001) and checks the live preview inside the CMS's app: framed by the CMS's origin,
 * refused by any other, following each save. Extra arguments go to Playwright.
 */
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { run } from "./lib/run.mjs";

const { env, stop } = await gatsbyEnvironment({ quiet: true, sourceToken: "preview" });
const code = await run(
  process.execPath,
  ["node_modules/@playwright/test/cli.js", "test", "--config", "playwright.preview.config.ts", ...process.argv.slice(2)],
  { env },
);
await stop();
process.exit(code);
