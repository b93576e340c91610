#!/usr/bin/env node
/**
 * `npm run serve`: serves the last production build as production would, forms working.
 * Starts the embedded CMS when DIRECTUS_URL is unset (and stops it on exit), and gives the
 * Functions their settings (forms token, session secret) as `npm run build` does, and its own
 * origin in FORMS_ALLOWED_ORIGINS. Refuses to start when SITE_URL, FORMS_ALLOWED_ORIGINS or
 * TRUST_PROXY is not valid. Arguments go to `gatsby serve`: `npm run serve -- --port 9300`.
 */
import { existsSync } from "node:fs";
import { readSiteSettings, SiteSettingError } from "../src/lib/site-settings.mjs";
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

// The settings the Functions read (SITE_URL, FORMS_ALLOWED_ORIGINS, TRUST_PROXY), checked
// before anything starts: otherwise every form would answer 503 naming the setting.
try {
  readSiteSettings(process.env);
} catch (error) {
  if (!(error instanceof SiteSettingError)) throw error;
  console.error(`serve: ${error.message}.`);
  process.exit(1);
}

if (!existsSync("public/index.html") || !existsSync(".cache/functions/manifest.json")) {
  console.error("serve: no production build here; run `npm run build` first.");
  process.exit(1);
}

const args = process.argv.slice(2);
/**
 * The value the arguments give `flag` (as `flag value`, `flag=value` or `short value`), if any.
 * @param {string} flag
 * @param {string} short
 * @returns {string | undefined}
 */
const argument = (flag, short) => {
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
    if (arg === flag || arg === short) return args[index + 1];
  }
  return undefined;
};
const host = argument("--host", "-H");
const port = argument("--port", "-p");
const defaults = [...(host ? [] : ["--host", "127.0.0.1"]), ...(port ? [] : ["--port", "9000"])];

// Its own origin may post the forms (FORMS_ALLOWED_ORIGINS); the request's Host never counts.
const { env, stop } = await gatsbyEnvironment({
  quiet: true,
  servedAt: { host: host ?? "127.0.0.1", port: port ?? "9000" },
});
const code = await run(process.execPath, [gatsbyBin, "serve", ...defaults, ...args], { env });
await stop();
process.exit(code);
