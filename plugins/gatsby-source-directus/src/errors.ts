/** A failure the build cannot get past; its message says who must fix what. */
export class DirectusConfigurationError extends Error {
  override name = "DirectusConfigurationError";
}

export const unreachableMessage = (url: string, cause: string): string =>
  `Could not reach Directus at ${url} (${cause}). Check DIRECTUS_URL, or unset it to let the build start the embedded CMS ("npm run cms" starts it on its own).`;

/** `withToken`: whether the request carried DIRECTUS_TOKEN, or was anonymous. */
export const rejectedTokenMessage = (url: string, status: number, withToken = true): string =>
  withToken
    ? `Directus at ${url} rejected the request with ${status}. Check DIRECTUS_TOKEN: it must be a valid static token that may read published posts, categories and their files, the menus and the site details.`
    : `Directus at ${url} refused an anonymous request with ${status}. Set DIRECTUS_TOKEN to a static token that may read published posts, categories and their files, the menus and the site details (files are not public).`;

/** What a failed answer said: Directus's own message, or whether it was Directus at all. */
export interface AnswerSummary {
  /** `errors[0].message` of a Directus JSON error body. */
  directusMessage?: string;
  /** `errors[0].extensions.code`, e.g. ROUTE_NOT_FOUND. */
  directusCode?: string;
  /** A short excerpt of a body that is not Directus JSON (an HTML page, a proxy's text). */
  excerpt?: string;
}

const excerptLength = 200;

/** Reads an error answer's body the way Directus writes it (`{"errors":[{"message":...}]}`). */
export const summariseAnswer = (body: string): AnswerSummary => {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> };
    const first = Array.isArray(parsed?.errors) ? parsed.errors[0] : undefined;
    if (first && typeof first.message === "string") {
      return {
        directusMessage: first.message,
        directusCode: typeof first.extensions?.code === "string" ? first.extensions.code : undefined,
      };
    }
  } catch {
    // not JSON: reported as an excerpt below
  }
  const text = body.replace(/\s+/g, " ").trim();
  return { excerpt: text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text };
};

const said = (answer: AnswerSummary): string =>
  answer.directusMessage !== undefined
    ? `Directus said: "${answer.directusMessage}"`
    : answer.excerpt
      ? `the answer is not Directus JSON: "${answer.excerpt}"`
      : "the answer was empty";

/** 401/403: the token (or its absence) is the likely cause. */
export const refusedMessage = (url: string, path: string, status: number, withToken: boolean, answer: AnswerSummary): string =>
  `${rejectedTokenMessage(url, status, withToken)} (GET ${path}; ${said(answer)})`;

/** 414/431: the plugin made a request Directus (or Node) will not read; nothing to configure. */
export const tooLargeMessage = (url: string, path: string, status: number): string =>
  `Directus at ${url} answered ${status} to GET ${path}: the request was too large. This is a bug in gatsby-source-directus (a request grew with the content), not a problem with your settings.`;

/**
 * Any other failed answer. DIRECTUS_URL is named only when it is the likely cause: the
 * answer is not Directus JSON (another server, an HTML page) or Directus knows no such route.
 */
export const unexpectedAnswerMessage = (url: string, path: string, status: number, answer: AnswerSummary): string => {
  const notDirectus = answer.directusMessage === undefined || answer.directusCode === "ROUTE_NOT_FOUND";
  const hint = notDirectus ? ` Check DIRECTUS_URL points at a Directus 11 API.` : "";
  return `Directus at ${url} answered ${status} to GET ${path}; ${said(answer)}.${hint}`;
};

/** 429/5xx that did not pass with retries: Directus itself is failing. */
export const keptFailingMessage = (url: string, path: string, status: number, attempts: number, answer: AnswerSummary): string =>
  `Directus at ${url} kept answering ${status} to GET ${path} (${attempts} attempts); ${said(answer)}.`;
