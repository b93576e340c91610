import { HttpError } from "./http-error";
import { runtimeEnv } from "./runtime-env";

/**
 * What the Functions need to write into Directus. The token belongs to a user whose policy
 * can only create form entries (and site members); it is read here, on the server, and
 * never reaches the browser bundle.
 */
export interface DirectusSettings {
  url: string;
  token: string;
}

/** Read when the Function runs (see runtimeEnv), so the host's settings apply. */
export const directusSettings = (
  env: { DIRECTUS_URL?: string; DIRECTUS_FORMS_TOKEN?: string } = {
    DIRECTUS_URL: runtimeEnv("DIRECTUS_URL"),
    DIRECTUS_FORMS_TOKEN: runtimeEnv("DIRECTUS_FORMS_TOKEN"),
  },
): DirectusSettings => {
  const url = env.DIRECTUS_URL?.replace(/\/+$/, "");
  const token = env.DIRECTUS_FORMS_TOKEN;
  if (!url || !token) {
    throw new HttpError(503, "The form service is not configured (DIRECTUS_URL and DIRECTUS_FORMS_TOKEN).");
  }
  return { url, token };
};

export const unavailable = () =>
  new HttpError(503, "We could not reach our systems. Please try again in a few minutes; your entries are kept.");

export interface DirectusErrorBody {
  errors?: { message?: string; extensions?: { code?: string; field?: string } }[];
}

export const directusErrorCodes = (body: unknown): string[] =>
  ((body as DirectusErrorBody | null)?.errors ?? []).map((error) => error.extensions?.code ?? "UNKNOWN");

const retryDelaysMs = [250, 750, 2000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Busy (Directus sheds load with 503 when its event loop lags) or rate limited: worth a retry. */
const isTransient = (status: number): boolean => status === 503 || status === 429;

/**
 * Calls the Directus REST API. A busy CMS is retried a few times with growing, jittered
 * pauses; what still fails (no answer, server errors) becomes our 503, so the visitor is
 * told to try again and keeps what they typed.
 */
export const directusRequest = async (
  settings: DirectusSettings,
  path: string,
  init: { method: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown; auth?: boolean },
): Promise<{ status: number; body: unknown }> => {
  let response: Response | undefined;
  for (let attempt = 0; ; attempt += 1) {
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
      response = undefined;
    }
    const retryable = response === undefined ? attempt === 0 : isTransient(response.status);
    const delay = retryDelaysMs[attempt];
    if (!retryable || delay === undefined) break;
    await sleep(delay * (0.5 + Math.random()));
  }
  if (!response || response.status >= 500 || response.status === 429) throw unavailable();
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
};

/** The unique field that makes a form submission's create safe to repeat (see storeSubmission). */
export const submissionKeyColumn = "submission_key";

/**
 * Creates one item; `duplicate` is true when a unique field already held the value. A create
 * refused because its submission key is already stored is this same submission stored by an
 * earlier attempt: it counts as created.
 */
export const createItem = async (
  settings: DirectusSettings,
  collection: string,
  item: Record<string, unknown>,
): Promise<{ duplicate: boolean }> => {
  const { status, body } = await directusRequest(settings, `/items/${collection}`, { method: "POST", body: item });
  if (status === 200 || status === 204) return { duplicate: false };
  const notUnique = ((body as DirectusErrorBody | null)?.errors ?? []).find(
    (error) => error.extensions?.code === "RECORD_NOT_UNIQUE",
  );
  if (notUnique?.extensions?.field === submissionKeyColumn) return { duplicate: false };
  if (notUnique) return { duplicate: true };
  // A rejected token or a schema that does not match is the operator's problem, not the visitor's.
  throw unavailable();
};
