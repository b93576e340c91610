#!/usr/bin/env node
/**
 * `npm run build`: with DIRECTUS_URL (and DIRECTUS_TOKEN, a token that may read published posts,
 * categories and their files) set, builds against that CMS; otherwise starts the embedded CMS
 * for the build, sources with its read-only build token, and stops it afterwards.
 */
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

const { env, stop } = await gatsbyEnvironment({ quiet: true });
const code = await run(process.execPath, [gatsbyBin, "build", ...process.argv.slice(2)], { env });
await stop();
process.exit(code);
