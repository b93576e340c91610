/**
 * Another Directus than this machine's (the provisioning command's `--url`): its tokens come from
 * the environment only, never from this machine's local secrets, which belong to the local CMS.
 */
import { previewSettings } from "../server/preview-settings.mjs";
import { directusClient } from "../server/rest-client.mjs";

/**
 * @param {string} url
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ client: import("../server/rest-client.mjs").DirectusClient, values: Omit<import("./engine/spec.mjs").Target, "fields"> }}
 */
export const remoteTarget = (url, env) => {
  const missing = ["DIRECTUS_ADMIN_TOKEN", "DIRECTUS_BUILD_TOKEN", "DIRECTUS_FORMS_TOKEN"].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`provisioning ${url} needs ${missing.join(", ")} in the environment`);
  return {
    client: directusClient({ url, token: /** @type {string} */ (env.DIRECTUS_ADMIN_TOKEN) }),
    values: {
      // The preview token is optional: a production CMS without a preview server goes without it.
      tokens: {
        build: env.DIRECTUS_BUILD_TOKEN,
        forms: env.DIRECTUS_FORMS_TOKEN,
        preview: env.DIRECTUS_PREVIEW_TOKEN || undefined,
        buildService: env.DIRECTUS_BUILD_SERVICE_TOKEN || undefined,
      },
      previewSiteUrl: previewSettings(env).siteUrl,
    },
  };
};
