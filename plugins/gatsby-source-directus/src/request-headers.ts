import type { GatsbyNode } from "gatsby";
import { resolveOptions, type DirectusPluginOptions } from "./options";

/**
 * Files are not public in the CMS: Gatsby fetches a DirectusAsset's `url` (hero images, and
 * the images post bodies embed) with the headers stored for its host name. onPluginInit runs
 * in the main process and in every query worker, and each keeps its own store, so each gets
 * the token (DIRECTUS_TOKEN, from the environment: resolveOptions). Only the CMS's host gets it.
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ actions }, pluginOptions) => {
  const { url, token } = resolveOptions(pluginOptions as unknown as Partial<DirectusPluginOptions>);
  if (!token) return;
  actions.setRequestHeaders({ domain: url, headers: { Authorization: `Bearer ${token}` } });
};
