/**
 * The embedded CMS's settings for the preview server (`npm run preview`, gatsby develop with
 * drafts), from the environment: where it is, what the "Refresh the preview" flow calls, and
 * what the app may frame. Kept apart from config.mjs so that tests can read them without it.
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ siteUrl: string, refreshUrl: string, appFrameSources: string }}
 */
export const previewSettings = (env) => {
  // The posts' preview URL is `${siteUrl}/blog/{{id}}/`; the app shows it in a post's split view.
  const siteUrl = (env.PREVIEW_SITE_URL ?? "http://127.0.0.1:8001").replace(/\/+$/, "");
  /** @type {URL} */
  let site;
  try {
    site = new URL(siteUrl);
  } catch {
    throw new Error(`PREVIEW_SITE_URL is not a URL: ${siteUrl}`);
  }
  return {
    siteUrl,
    // What the flow calls on every save: the preview server's refresh endpoint.
    refreshUrl: env.PREVIEW_REFRESH_URL ?? `${siteUrl}/__refresh`,
    // The app's frame-src (CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC, a comma-separated
    // list): its own frames, as Directus's default allows them through child-src ('self'
    // blob:), and the preview server's origin.
    appFrameSources: ["'self'", "blob:", site.origin].join(","),
  };
};
