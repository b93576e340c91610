import { readSiteSettings, SiteSettingError } from "../../lib/site-settings.mjs";

/**
 * The first setting among SITE_URL, FORMS_ALLOWED_ORIGINS and TRUST_PROXY that is not valid,
 * as a message naming the variable, or null.
 */
export const siteSettingsProblem = (env: NodeJS.ProcessEnv): string | null => {
  try {
    readSiteSettings(env);
    return null;
  } catch (error) {
    if (error instanceof SiteSettingError) return error.message;
    throw error;
  }
};

/**
 * Ends a build (and `gatsby develop`) at once when one of the site's settings is not valid,
 * naming the variable. gatsby-config calls it as it loads, before Gatsby's own check of
 * `siteMetadata.siteUrl`, whose message names the field, not the variable (and which takes
 * any scheme). It exits rather than throws: Gatsby first requires the compiled config to
 * check its compilation, takes an exception there for a flaky compile, and then goes on with
 * an empty config, building a site without any plugin.
 *
 * `gatsby serve` loads gatsby-config too but builds nothing: there the Functions answer 503
 * naming the setting, and `npm run serve` refuses to start (scripts/serve.mjs).
 */
export const exitOnInvalidSiteSettings = (env: NodeJS.ProcessEnv): void => {
  if (env.gatsby_executing_command === "serve") return;
  const problem = siteSettingsProblem(env);
  if (!problem) return;
  console.error(`\nERROR  ${problem}. Set it right (docs/deployment.md, "Environment variables") and build again.\n`);
  process.exit(1);
};
