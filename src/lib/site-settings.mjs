/**
 * The settings that decide who may post the site's forms and how the Functions find a
 * visitor's address: SITE_URL, FORMS_ALLOWED_ORIGINS and TRUST_PROXY. Read in one way by
 * the three places that check them: the build (gatsby-node's onPreInit fails the build),
 * `npm run serve` (refuses to start) and every Function (answers 503 naming the setting), so
 * a value that is not valid is reported with the same words everywhere.
 *
 * Plain JavaScript typed with JSDoc: scripts/serve.mjs runs it in Node without a compiler;
 * the Functions and gatsby-node import it from TypeScript. It uses no Node built-in.
 */

/** A setting whose value cannot be used; `variable` names it. */
export class SiteSettingError extends Error {
  /**
   * @param {string} variable
   * @param {string} problem
   */
  constructor(variable, problem) {
    super(`${variable} ${problem}`);
    this.name = "SiteSettingError";
    this.variable = variable;
  }
}

/** @param {string} value */
const quoted = (value) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/**
 * The URL `text` names when it is an absolute http(s) URL with a host and no credentials.
 * @param {string} text
 * @returns {URL | null}
 */
const httpUrl = (text) => {
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const http = url.protocol === "http:" || url.protocol === "https:";
  return http && url.hostname && !url.username && !url.password ? url : null;
};

/**
 * SITE_URL: the site's public URL, e.g. `https://www.northbeam.studio`.
 * @param {string} value
 * @returns {URL}
 */
export const parseSiteUrl = (value) => {
  const url = httpUrl(value.trim());
  if (!url)
    throw new SiteSettingError("SITE_URL", `${quoted(value)} is not an absolute http(s) URL like https://www.example.com`);
  return url;
};

/**
 * FORMS_ALLOWED_ORIGINS: origins, comma-separated, whose pages may post the forms besides
 * SITE_URL's, e.g. `https://preview.example.com,http://127.0.0.1:9000`. Each is an origin
 * only: a path would suggest a limit that origins cannot express.
 * @param {string} value
 * @returns {string[]} the origins, normalised as browsers send them
 */
export const parseAllowedOrigins = (value) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = httpUrl(entry);
      if (!url || url.pathname !== "/" || url.search || url.hash) {
        throw new SiteSettingError(
          "FORMS_ALLOWED_ORIGINS",
          `holds ${quoted(entry)}, which is not an origin like https://www.example.com (scheme, host and port only)`,
        );
      }
      return url.origin;
    });

/**
 * TRUST_PROXY: how many reverse proxies in front of the site append to X-Forwarded-For.
 * Unset, empty or `false`: none (the socket's address counts); `true`: one; a whole number
 * N: N (a CDN and a load balancer are 2).
 * @param {string} value
 * @returns {number}
 */
export const parseTrustedProxyHops = (value) => {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new SiteSettingError("TRUST_PROXY", `${quoted(value)} is not true, false or a number of proxies (1, 2, ...)`);
};

/**
 * @typedef {object} SiteSettings
 * @property {URL | undefined} siteUrl SITE_URL, or undefined when unset (each reader has its default)
 * @property {string[]} allowedOrigins FORMS_ALLOWED_ORIGINS
 * @property {number} trustedProxyHops TRUST_PROXY
 */

/**
 * All three settings, or a SiteSettingError naming the first that is not valid.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteSettings}
 */
export const readSiteSettings = (env) => ({
  siteUrl: env.SITE_URL ? parseSiteUrl(env.SITE_URL) : undefined,
  allowedOrigins: parseAllowedOrigins(env.FORMS_ALLOWED_ORIGINS ?? ""),
  trustedProxyHops: parseTrustedProxyHops(env.TRUST_PROXY ?? ""),
});
