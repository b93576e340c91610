import {
  buildToken,
  directusClient,
  localSecrets,
  previewToken,
  readyForEditorsLine,
  startCmsProcess,
} from "../../cms/server/index.mjs";
import { allowLocalOrigins } from "./local-origins.mjs";

export const embeddedCmsUrl = `http://127.0.0.1:${process.env.DIRECTUS_PORT ?? 8055}`;

/**
 * The environment of a Gatsby command, and what stops the CMS started for it.
 * @typedef {{ env: NodeJS.ProcessEnv, stop: () => Promise<void> }} GatsbyEnvironment
 */

/** @param {string} url */
const isHealthy = async (url) => {
  try {
    return (await fetch(`${url}/server/health`)).ok;
  } catch {
    return false;
  }
};

/**
 * Tokens the embedded CMS made on its first start (cms/data/local-secrets.json, out of git);
 * keys an older file lacks are added to it.
 */
export const embeddedCmsSecrets = () => localSecrets();

/**
 * Starts the embedded Directus (bootstrapping it when empty; samples and provisioning on every
 * start) and resolves once it is provisioned and serving. Reuses one that is already running. Returns a stop function.
 * @param {{ quiet?: boolean }} [options] `quiet`: print the CMS's output from its ready line on
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export const startEmbeddedCms = async ({ quiet = false } = {}) => {
  if (await isHealthy(embeddedCmsUrl)) {
    console.log(`cms: using the Directus already running at ${embeddedCmsUrl}`);
    return { url: embeddedCmsUrl, stop: async () => {} };
  }
  let printed = "";
  const cms = await startCmsProcess({
    onOutput: (text, stream) => {
      if (stream === "stderr") {
        process.stderr.write(text);
        return;
      }
      printed += text;
      if (!quiet || printed.includes(readyForEditorsLine)) process.stdout.write(text);
    },
  });
  return { url: embeddedCmsUrl, stop: cms.stop };
};

/**
 * Runs `cleanup` on Ctrl-C or termination, then exits with code 130.
 * @param {() => Promise<unknown>} cleanup
 */
export const stopOnSignals = (cleanup) => {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
};

/**
 * Whether `url` is the embedded CMS's address.
 * @param {string} url
 */
export const isEmbeddedCmsUrl = (url) => {
  try {
    const { hostname, port, pathname } = new URL(url);
    return (
      ["127.0.0.1", "localhost"].includes(hostname) &&
      port === new URL(embeddedCmsUrl).port &&
      pathname.replace(/\/+$/, "") === ""
    );
  } catch {
    return false;
  }
};

/**
 * Warns when the CMS refuses a local token: one started before the token existed does not know it.
 * @param {string} url
 * @param {string} token
 * @param {string} consequence what goes wrong meanwhile, for the warning
 */
const warnIfTokenUnknown = async (url, token, consequence) => {
  try {
    const response = await directusClient({ url, token }).send("GET", "/policies/me/globals");
    if (response.status === 401) {
      console.warn(
        `cms: the running CMS does not accept a local token yet; restart it (npm run cms) so its provisioning installs it, or ${consequence}.`,
      );
    }
  } catch {
    // the build reports an unreachable CMS itself
  }
};

/** The embedded CMS's tokens a build may source with (DIRECTUS_BUILD_TOKEN and DIRECTUS_PREVIEW_TOKEN win). */
const sourceTokens = { build: buildToken, preview: previewToken };

/**
 * What Gatsby needs from the embedded CMS besides DIRECTUS_URL: the token it sources with
 * (DIRECTUS_TOKEN: the read-only build token, or the preview token that also reads drafts),
 * the create-only forms token and the key that signs members' login cookies for the site's
 * Functions. Values already set win; none is printed.
 * @param {NodeJS.ProcessEnv} env changed in place; its DIRECTUS_URL is set
 * @param {keyof typeof sourceTokens} sourceToken
 */
const addEmbeddedCmsSecrets = async (env, sourceToken) => {
  const secrets = embeddedCmsSecrets();
  const url = /** @type {string} */ (env.DIRECTUS_URL).replace(/\/+$/, "");
  if (!env.DIRECTUS_TOKEN) {
    env.DIRECTUS_TOKEN = sourceTokens[sourceToken]();
    await warnIfTokenUnknown(url, env.DIRECTUS_TOKEN, "the build stops at sourcing with a message naming DIRECTUS_TOKEN");
  }
  if (!env.DIRECTUS_FORMS_TOKEN) {
    env.DIRECTUS_FORMS_TOKEN = secrets.formsToken;
    await warnIfTokenUnknown(url, env.DIRECTUS_FORMS_TOKEN, "the site's forms answer 503");
  }
  if (!env.SESSION_SECRET) env.SESSION_SECRET = secrets.sessionSecret;
};

/**
 * The environment for a Gatsby command: DIRECTUS_URL as given, or the embedded CMS started
 * for the duration (stopped by the returned `stop`, or on Ctrl-C). For the embedded CMS (also
 * when DIRECTUS_URL names it) DIRECTUS_TOKEN, DIRECTUS_FORMS_TOKEN and SESSION_SECRET default
 * to its local secrets: DIRECTUS_TOKEN to its read-only build token, or with `sourceToken:
 * "preview"` to the preview token. The Functions read the last two when they run, so
 * `gatsby serve` (and `develop`) need them. A command that serves the site (`servedAt`) adds
 * its own origin to FORMS_ALLOWED_ORIGINS, so its forms work in a browser.
 * @param {{ quiet?: boolean, sourceToken?: keyof typeof sourceTokens, servedAt?: { host: string, port: number | string } }} [options]
 * @returns {Promise<GatsbyEnvironment>}
 */
export const gatsbyEnvironment = async ({ quiet = false, sourceToken = "build", servedAt } = {}) => {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  if (servedAt) allowLocalOrigins(env, servedAt.host, servedAt.port);
  if (env.DIRECTUS_URL) {
    if (isEmbeddedCmsUrl(env.DIRECTUS_URL)) await addEmbeddedCmsSecrets(env, sourceToken);
    else {
      const missing = ["DIRECTUS_FORMS_TOKEN", "SESSION_SECRET"].filter((name) => !env[name]);
      if (missing.length > 0) console.warn(`site: ${missing.join(" and ")} not set: the site's forms and login will answer 503.`);
    }
    return { env, stop: async () => {} };
  }
  const cms = await startEmbeddedCms({ quiet });
  env.DIRECTUS_URL = cms.url;
  stopOnSignals(cms.stop);
  await addEmbeddedCmsSecrets(env, sourceToken);
  return { env, stop: cms.stop };
};
