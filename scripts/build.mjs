#!/usr/bin/env node
/**
 * `npm run build`: with DIRECTUS_URL (and optionally DIRECTUS_TOKEN) set, builds against that
 * CMS; otherwise starts the embedded CMS for the build and stops it afterwards.
 */
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

const { env, stop } = await gatsbyEnvironment({ quiet: true });
const code = await run(process.execPath, [gatsbyBin, "build", ...process.argv.slice(2)], { env });
await stop();
process.exit(code);
