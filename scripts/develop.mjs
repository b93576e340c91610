#!/usr/bin/env node
/**
 * `npm start`: the embedded CMS (or DIRECTUS_URL) plus `gatsby develop` with the refresh
 * endpoint on, so the CMS's rebuild flow updates the running site. Ctrl-C stops both.
 * `npm run preview` (--preview): the same on port 8001, sourcing drafts with the preview token.
 */
import { embeddedCmsSecrets, gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

const preview = process.argv.includes("--preview");
const usesEmbeddedCms = !process.env.DIRECTUS_URL;
const { env, stop } = await gatsbyEnvironment();
env.ENABLE_GATSBY_REFRESH_ENDPOINT = "true";
if (preview && usesEmbeddedCms && !env.DIRECTUS_TOKEN) env.DIRECTUS_TOKEN = embeddedCmsSecrets().previewToken;
if (preview) {
  if (!env.DIRECTUS_TOKEN) {
    console.error("preview: set DIRECTUS_TOKEN to a token that may read drafts (the embedded CMS provides one).");
    await stop();
    process.exit(1);
  }
  env.DIRECTUS_INCLUDE_DRAFTS = "true";
}
const port = preview ? "8001" : (process.env.PORT ?? "8000");
const code = await run(process.execPath, [gatsbyBin, "develop", "--host", "127.0.0.1", "--port", port], { env });
await stop();
process.exit(code);
