export interface DirectusPluginOptions {
  /** Base URL of the Directus API (DIRECTUS_URL). */
  url: string;
  /** Static token (DIRECTUS_TOKEN); sources and downloads the files, which are not public. */
  token?: string;
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

export const defaultOptions = { pageSize: 100, includeDrafts: false, retries: 3 } as const;

export const resolveOptions = (options: Partial<DirectusPluginOptions>): DirectusPluginOptions => {
  if (!options.url) throw new Error("gatsby-source-directus needs a `url` option (DIRECTUS_URL)");
  return {
    ...defaultOptions,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    url: options.url.replace(/\/+$/, ""),
  } as DirectusPluginOptions;
};
