/**
 * The preview server (`npm run preview`: gatsby develop sourcing drafts) is shown inside the
 * CMS's app, in the split view of a post's live preview. It lets the CMS's origin frame its
 * pages and no other: `Content-Security-Policy: frame-ancestors <CMS origin>`. The policy holds
 * that one directive only, as gatsby develop needs `eval`, its own inline code and a socket.
 *
 * No `X-Frame-Options` goes with it: that header cannot name an origin (`ALLOW-FROM` is gone from
 * browsers), and a browser that knows `frame-ancestors` ignores it anyway.
 *
 * The built site is another matter: it sends `frame-ancestors 'none'` (security-headers.ts),
 * and `npm start`'s develop server (no drafts) is left as Gatsby makes it.
 */

/** The few parts of Express that the middleware touches (gatsby-config's `developMiddleware`). */
interface DevelopApp {
  use(
    handler: (request: unknown, response: { setHeader(name: string, value: string): unknown }, next: () => void) => void,
  ): unknown;
}

/**
 * The origin of a URL given for framing, or an error naming the setting.
 * @param value a URL such as `https://cms.example.com` (a path is ignored)
 * @param setting the variable it came from, for the error
 */
const originOf = (value: string, setting: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting}: "${value}" is not a URL (expected e.g. https://cms.example.com)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${setting}: "${value}" is not an http(s) URL`);
  }
  return url.origin;
};

/**
 * Origins that may frame the preview server: PREVIEW_FRAME_ANCESTORS (origins separated by spaces
 * or commas; where the CMS's app is opened, when that is not DIRECTUS_URL), else DIRECTUS_URL's
 * origin. Undefined when this is no preview server (DIRECTUS_INCLUDE_DRAFTS is not "true").
 */
export const previewFrameAncestors = (env: NodeJS.ProcessEnv): string[] | undefined => {
  if (env.DIRECTUS_INCLUDE_DRAFTS !== "true") return undefined;
  const listed = (env.PREVIEW_FRAME_ANCESTORS ?? "").split(/[\s,]+/).filter(Boolean);
  if (listed.length > 0) return [...new Set(listed.map((value) => originOf(value, "PREVIEW_FRAME_ANCESTORS")))];
  if (env.DIRECTUS_URL) return [originOf(env.DIRECTUS_URL, "DIRECTUS_URL")];
  return [];
};

/** The preview server's Content-Security-Policy: no ancestors listed means no framing at all. */
export const previewContentSecurityPolicy = (ancestors: readonly string[]): string =>
  `frame-ancestors ${ancestors.length > 0 ? ancestors.join(" ") : "'none'"}`;

/**
 * gatsby-config's `developMiddleware`: on the preview server, every response Gatsby's develop
 * server makes after its own routes (pages, the 404 page, static files) carries the policy.
 * Undefined, so Gatsby's defaults stay, for any other server.
 */
export const previewDevelopMiddleware = (env: NodeJS.ProcessEnv): ((app: DevelopApp) => void) | undefined => {
  const ancestors = previewFrameAncestors(env);
  if (ancestors === undefined) return undefined;
  const policy = previewContentSecurityPolicy(ancestors);
  return (app) => {
    app.use((_request, response, next) => {
      response.setHeader("Content-Security-Policy", policy);
      next();
    });
  };
};
