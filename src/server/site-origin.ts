import { siteSettings } from "./site-settings";

/** The site's public URL as the running Functions know it (SITE_URL, read at run time). */
export const siteUrl = (): URL => siteSettings().siteUrl;

/**
 * Whether cookies are Secure (and may then carry the `__Host-` prefix): decided by the
 * scheme of the site's own URL, never by the request's Host header, which a client writes.
 */
export const usesHttps = (): boolean => siteUrl().protocol === "https:";

/**
 * Origins whose pages may post the forms: SITE_URL's and those in FORMS_ALLOWED_ORIGINS, no
 * other. Never the request's own Host: a page of a stranger's domain that re-points its DNS
 * to this server (DNS rebinding) sends a Host and an Origin of that domain, alike. Local
 * servers (`npm run serve`, `npm start`, the preview and e2e servers) put their own origin in
 * FORMS_ALLOWED_ORIGINS (scripts/lib/local-origins.mjs).
 */
export const allowedOrigins = (): string[] => {
  const { siteUrl: url, allowedOrigins: extra } = siteSettings();
  return [...new Set([url.origin, ...extra])];
};
