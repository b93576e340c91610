import { readSiteSettings, SiteSettingError } from "../../lib/site-settings.mjs";

/**
 * Stops a build (and `gatsby develop`) at once when SITE_URL, FORMS_ALLOWED_ORIGINS or
 * TRUST_PROXY is not valid, naming the variable. gatsby-config calls it as it loads, before
 * Gatsby's own check of `siteMetadata.siteUrl`, whose message names the field, not the
 * variable (and which takes any scheme). `gatsby serve` loads gatsby-config too but builds
 * nothing: there the Functions answer 503 naming the setting, and `npm run serve` refuses to
 * start (scripts/serve.mjs).
 */
export const assertSiteSettings = (env: NodeJS.ProcessEnv): void => {
  if (env.gatsby_executing_command === "serve") return;
  try {
    readSiteSettings(env);
  } catch (error) {
    if (!(error instanceof SiteSettingError)) throw error;
    throw new Error(`${error.message}. Set it right (docs/deployment.md, "Environment variables") and build again.`);
  }
};
