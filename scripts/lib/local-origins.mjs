/**
 * The Functions accept form posts only from SITE_URL's origin and FORMS_ALLOWED_ORIGINS,
 * never from whatever Host a request names (a DNS-rebinding page would name its own). A
 * local server (`npm run serve`, `npm start`, the preview and test servers) is none of
 * those, so it adds its own origin to FORMS_ALLOWED_ORIGINS for its Functions, or its forms
 * would answer 403 in a browser.
 */

const loopbackHosts = new Set(["127.0.0.1", "localhost", "::1", "[::1]", "0.0.0.0", "::"]);

/**
 * The origins a browser on this machine reaches a server listening on `host:port` by: both
 * loopback names for a loopback (or every-interface) address, else the host itself.
 * @param {string} host
 * @param {number | string} port
 * @returns {string[]}
 */
export const localOrigins = (host, port) =>
  (loopbackHosts.has(host) ? ["127.0.0.1", "localhost"] : [host]).map((name) => `http://${name}:${port}`);

/**
 * Adds the local server's origins to `env.FORMS_ALLOWED_ORIGINS`, keeping what it holds.
 * @param {NodeJS.ProcessEnv} env changed in place
 * @param {string} host
 * @param {number | string} port
 */
export const allowLocalOrigins = (env, host, port) => {
  const given = (env.FORMS_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  env.FORMS_ALLOWED_ORIGINS = [...new Set([...given, ...localOrigins(host, port)])].join(",");
};
