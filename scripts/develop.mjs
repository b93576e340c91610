#!/usr/bin/env node
/**
 * `npm start`: the embedded CMS (or DIRECTUS_URL) plus `gatsby develop` with the refresh
 * endpoint on, so the CMS's site-rebuild hook updates the running site. Ctrl-C stops both.
 * `npm run preview` (--preview): the same at 127.0.0.1:8001 (previewUrl), sourcing drafts with
 * the preview token: the live preview the CMS's app shows beside a post; its pages may be framed
 * by the CMS's origin only (gatsby-config's developMiddleware, src/gatsby/node/preview-frame.ts).
 */
import { embeddedCmsSecrets, gatsbyEnvironment, isEmbeddedCmsUrl } from "./lib/embedded-cms.mjs";
import { previewUrl } from "./lib/preview-url.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

const preview = process.argv.includes("--preview");
const usesEmbeddedCms = !process.env.DIRECTUS_URL || isEmbeddedCmsUrl(process.env.DIRECTUS_URL);
const port = preview ? new URL(previewUrl).port : (process.env.PORT ?? "8000");
// Its own origin may post the forms (FORMS_ALLOWED_ORIGINS); the request's Host never counts.
const { env, stop } = await gatsbyEnvironment({
  sourceToken: preview ? "preview" : "build",
  servedAt: { host: "127.0.0.1", port },
});
if (preview) {
  if (!env.DIRECTUS_TOKEN) {
    console.error("preview: set DIRECTUS_TOKEN to a token that may read drafts (the embedded CMS provides one).");
    await stop();
    process.exit(1);
  }
  env.DIRECTUS_INCLUDE_DRAFTS = "true";
  // Shown beside a post in the CMS's app, which reloads it on every save while this server is
  // still re-sourcing: Gatsby's "preparing the page" chip would then fail to hydrate and cover
  // the preview with its error overlay ("Unhandled Runtime Errors"). The page waits plainly instead.
  env.GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR ??= "false";
  // Query on demand answers a page's data only once its dirty queries have run, so that reload
  // gets what was saved. Gatsby turns it off under CI; without it the reload could read the old
  // page data while the new result went out over a socket the reloading page had not opened yet.
  env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI ??= "true";
}

// POST /__refresh re-sources the whole site, so it takes only requests whose Authorization
// header is GATSBY_REFRESH_TOKEN: the embedded CMS's site-rebuild hook sends the local
// `refreshToken` (its BUILD_HOOK_TOKEN). Without a token the endpoint stays off.
if (!env.GATSBY_REFRESH_TOKEN && usesEmbeddedCms) env.GATSBY_REFRESH_TOKEN = embeddedCmsSecrets().refreshToken;
if (env.GATSBY_REFRESH_TOKEN) env.ENABLE_GATSBY_REFRESH_ENDPOINT = "true";
else {
  delete env.ENABLE_GATSBY_REFRESH_ENDPOINT;
  console.warn("site: GATSBY_REFRESH_TOKEN not set: the refresh endpoint is off, so CMS changes need a restart.");
}

const code = await run(process.execPath, [gatsbyBin, "develop", "--host", "127.0.0.1", "--port", port], { env });
await stop();
process.exit(code);
