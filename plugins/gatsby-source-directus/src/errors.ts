/** A failure the operator must fix; its message names the setting to change. */
export class DirectusConfigurationError extends Error {
  override name = "DirectusConfigurationError";
}

export const unreachableMessage = (url: string, cause: string): string =>
  `Could not reach Directus at ${url} (${cause}). Check DIRECTUS_URL, or unset it to let the build start the embedded CMS ("npm run cms" starts it on its own).`;

/** `withToken`: whether the request carried DIRECTUS_TOKEN, or was anonymous. */
export const rejectedTokenMessage = (url: string, status: number, withToken = true): string =>
  withToken
    ? `Directus at ${url} rejected the request with ${status}. Check DIRECTUS_TOKEN: it must be a valid static token that may read published posts, categories and their files.`
    : `Directus at ${url} refused an anonymous request with ${status}. Set DIRECTUS_TOKEN to a static token that may read published posts, categories and their files (files are not public).`;

export const unexpectedResponseMessage = (url: string, path: string, status: number, body: string): string =>
  `Directus at ${url} answered ${status} to ${path}: ${body.slice(0, 300)}. Check DIRECTUS_URL points at a Directus 11 API.`;
