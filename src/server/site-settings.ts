import { defaultSiteUrl } from "../lib/site-url";
import { readSiteSettings, SiteSettingError } from "../lib/site-settings.mjs";
import { HttpError } from "./http-error";
import { runtimeEnv } from "./runtime-env";

export interface FunctionSiteSettings {
  /** SITE_URL, or the default public URL when it is unset. */
  siteUrl: URL;
  /** FORMS_ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** TRUST_PROXY as a number of proxies (0: the socket's address counts). */
  trustedProxyHops: number;
}

/**
 * SITE_URL, FORMS_ALLOWED_ORIGINS and TRUST_PROXY as the running Functions read them (at run
 * time: see runtimeEnv). A value that is not valid makes every form answer 503 naming the
 * setting (and the log says what is wrong with it), never a 500 or a guess.
 */
export const siteSettings = (): FunctionSiteSettings => {
  try {
    const settings = readSiteSettings({
      SITE_URL: runtimeEnv("SITE_URL"),
      FORMS_ALLOWED_ORIGINS: runtimeEnv("FORMS_ALLOWED_ORIGINS"),
      TRUST_PROXY: runtimeEnv("TRUST_PROXY"),
    });
    return { ...settings, siteUrl: settings.siteUrl ?? new URL(defaultSiteUrl) };
  } catch (error) {
    if (!(error instanceof SiteSettingError)) throw error;
    console.error(`Site settings: ${error.message}.`);
    throw new HttpError(
      503,
      `Our forms are not available right now: the site's ${error.variable} setting is not valid. Your entries are kept; please try again later.`,
    );
  }
};
