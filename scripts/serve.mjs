#!/usr/bin/env node
/**
 * `npm run serve`: serves the last production build as production would, forms working.
 * Starts the embedded CMS when DIRECTUS_URL is unset (and stops it on exit), and gives the
 * Functions their settings (forms token, session secret) as `npm run build` does.
 * Arguments go to `gatsby serve`: `npm run serve -- --port 9300`.
 */
import { existsSync } from "node:fs";
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

if (!existsSync("public/index.html") || !existsSync(".cache/functions/manifest.json")) {
  console.error("serve: no production build here; run `npm run build` first.");
  process.exit(1);
}

const args = process.argv.slice(2);
/**
 * Whether the arguments set `flag` (also as `flag=value`) or its `short` form.
 * @param {string} flag
 * @param {string} [short]
 */
const given = (flag, short) => args.some((arg) => arg === flag || arg.startsWith(`${flag}=`) || (short && arg === short));
const defaults = [
  ...(given("--host", "-H") ? [] : ["--host", "127.0.0.1"]),
  ...(given("--port", "-p") ? [] : ["--port", "9000"]),
];

const { env, stop } = await gatsbyEnvironment({ quiet: true });
const code = await run(process.execPath, [gatsbyBin, "serve", ...defaults, ...args], { env });
await stop();
process.exit(code);
