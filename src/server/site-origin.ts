import type { GatsbyFunctionRequest } from "gatsby";
import { defaultSiteUrl } from "../lib/site-url";
import { runtimeEnv } from "./runtime-env";

/** The site's public URL as the running Functions know it (SITE_URL, read at run time). */
export const siteUrl = (): URL => new URL(runtimeEnv("SITE_URL") || defaultSiteUrl);

/**
 * Whether cookies are Secure (and may then carry the `__Host-` prefix): decided by the
 * scheme of the site's own URL, never by the request's Host header, which a client writes.
 */
export const usesHttps = (): boolean => siteUrl().protocol === "https:";

/**
 * Origins whose pages may post the forms: SITE_URL's, any in FORMS_ALLOWED_ORIGINS, and the
 * host serving this request (the same origin, for local and preview servers).
 */
export const allowedOrigins = (req: GatsbyFunctionRequest): string[] => {
  const origins = new Set<string>([siteUrl().origin]);
  for (const extra of (runtimeEnv("FORMS_ALLOWED_ORIGINS") ?? "").split(",")) {
    if (extra.trim()) origins.add(new URL(extra.trim()).origin);
  }
  const host = req.headers.host;
  if (host) for (const scheme of ["http", "https"]) origins.add(`${scheme}://${host}`);
  return [...origins];
};
