import type { FieldErrors } from "./validate";

export interface FormAnswer {
  status: number;
  message?: string;
  fieldErrors?: FieldErrors;
}

/** The message when a request fails before any answer arrives, in the required wording ('occured' included). */
export const requestFailedMessage = (error: unknown): string =>
  `An error has occured: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Sends a form as JSON to one of the site's Functions and reads its answer. Throws only
 * when the request itself fails (offline, blocked); any HTTP status is an answer.
 */
export const postForm = async (url: string, payload: object): Promise<FormAnswer> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(payload),
  });
  let body: { message?: unknown; fieldErrors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = {};
  }
  return {
    status: response.status,
    message: typeof body.message === "string" ? body.message : undefined,
    fieldErrors:
      typeof body.fieldErrors === "object" && body.fieldErrors !== null ? (body.fieldErrors as FieldErrors) : undefined,
  };
};
