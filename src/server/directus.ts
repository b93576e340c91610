import { HttpError } from "./http-error";

/**
 * What the Functions need to write into Directus. The token belongs to a user whose policy
 * can only create form entries (and site members); it is read here, on the server, and
 * never reaches the browser bundle.
 */
export interface DirectusSettings {
  url: string;
  token: string;
}

/**
 * Each variable is read by its full name: Gatsby's Functions bundle replaces a bare
 * `process.env` with an empty object, but keeps `process.env.NAME` for run time.
 */
export const directusSettings = (
  env: { DIRECTUS_URL?: string; DIRECTUS_FORMS_TOKEN?: string } = {
    DIRECTUS_URL: process.env.DIRECTUS_URL,
    DIRECTUS_FORMS_TOKEN: process.env.DIRECTUS_FORMS_TOKEN,
  },
): DirectusSettings => {
  const url = env.DIRECTUS_URL?.replace(/\/+$/, "");
  const token = env.DIRECTUS_FORMS_TOKEN;
  if (!url || !token) {
    throw new HttpError(503, "The form service is not configured (DIRECTUS_URL and DIRECTUS_FORMS_TOKEN).");
  }
  return { url, token };
};

export const unavailable = () => new HttpError(503, "We could not reach our systems. Please try again in a few minutes; your entries are kept.");

export interface DirectusErrorBody {
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export const directusErrorCodes = (body: unknown): string[] =>
  ((body as DirectusErrorBody | null)?.errors ?? []).map((error) => error.extensions?.code ?? "UNKNOWN");

/** Calls the Directus REST API; network failures and server errors become a 503. */
export const directusRequest = async (
  settings: DirectusSettings,
  path: string,
  init: { method: "GET" | "POST" | "PATCH"; body?: unknown; auth?: boolean },
): Promise<{ status: number; body: unknown }> => {
  let response: Response;
  try {
    response = await fetch(`${settings.url}${path}`, {
      method: init.method,
      headers: {
        "Content-Type": "application/json",
        ...(init.auth === false ? {} : { Authorization: `Bearer ${settings.token}` }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw unavailable();
  }
  if (response.status >= 500) throw unavailable();
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
};

/** Creates one item; `duplicate` is true when a unique field already held the value. */
export const createItem = async (
  settings: DirectusSettings,
  collection: string,
  item: Record<string, unknown>,
): Promise<{ duplicate: boolean }> => {
  const { status, body } = await directusRequest(settings, `/items/${collection}`, { method: "POST", body: item });
  if (status === 200 || status === 204) return { duplicate: false };
  if (directusErrorCodes(body).includes("RECORD_NOT_UNIQUE")) return { duplicate: true };
  // A rejected token or a schema that does not match is the operator's problem, not the visitor's.
  throw unavailable();
};
