#!/usr/bin/env node
/**
 * `npm run build`: with DIRECTUS_URL (and optionally DIRECTUS_TOKEN) set, builds against that
 * CMS; otherwise starts the embedded CMS for the build and stops it afterwards.
 */
import { startEmbeddedCms, stopOnSignals } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
let stop = async () => undefined;
if (!env.DIRECTUS_URL) {
  const cms = await startEmbeddedCms({ quiet: true });
  stop = cms.stop;
  env.DIRECTUS_URL = cms.url;
  stopOnSignals(stop);
}
const code = await run(process.execPath, [gatsbyBin, "build", ...process.argv.slice(2)], { env });
await stop();
process.exit(code);
