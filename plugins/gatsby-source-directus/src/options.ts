/** What gatsby-config passes to the plugin. Gatsby keeps these as GraphQL nodes: nothing secret. */
export interface DirectusPluginOptions {
  /** Base URL of the Directus API (DIRECTUS_URL). */
  url: string;
  /**
   * The site's own origin (gatsby-config's `siteMetadata.siteUrl`): `bodyHtml` marks links
   * to other hosts as external. Required by the options schema.
   */
  siteUrl?: string;
  /** Items per page of a paged list. */
  pageSize: number;
  /** Preview builds also source drafts; published builds never do. */
  includeDrafts: boolean;
  /** Retries of a request that failed for a transient reason (network, 429, 5xx). */
  retries: number;
}

/** The plugin's options and what it reads from the environment. */
export interface DirectusSettings extends DirectusPluginOptions {
  /**
   * Static token (DIRECTUS_TOKEN); sources and downloads the files, which are not public.
   * Read from the environment only: Gatsby records plugin options as SitePlugin nodes, which
   * `gatsby develop` answers to any page through /___graphql.
   */
  token?: string;
}

export const defaultOptions = { pageSize: 100, includeDrafts: false, retries: 3 } as const;

/** Why a `token` option is refused (pluginOptionsSchema), naming what to do instead. */
export const tokenOptionMessage =
  "gatsby-source-directus takes no `token` option: Gatsby keeps plugin options as GraphQL nodes (SitePlugin.pluginOptions), which a development server shows to any page. Remove it from gatsby-config and set the DIRECTUS_TOKEN environment variable instead.";

export const resolveOptions = (
  options: Partial<DirectusPluginOptions>,
  env: Partial<Record<string, string>> = process.env,
): DirectusSettings => {
  if (!options.url) throw new Error("gatsby-source-directus needs a `url` option (DIRECTUS_URL)");
  if ((options as { token?: unknown }).token !== undefined) throw new Error(tokenOptionMessage);
  return {
    ...defaultOptions,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    url: options.url.replace(/\/+$/, ""),
    ...(env.DIRECTUS_TOKEN ? { token: env.DIRECTUS_TOKEN } : {}),
  } as DirectusSettings;
};
