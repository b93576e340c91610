import type { GatsbyFunctionResponse } from "gatsby";
import type { FieldErrors } from "../lib/forms/validate";

/** An answer a Function gives on purpose: a status, a message for people, maybe field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { fieldErrors?: FieldErrors; headers?: Record<string, string | string[]> } = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface JsonBody {
  message: string;
  fieldErrors?: FieldErrors;
  /** The member's display name (`/api/user/me`). */
  name?: string;
}

/** Every Function answer is JSON and never cached. */
export const sendJson = (
  res: GatsbyFunctionResponse,
  status: number,
  body: JsonBody,
  headers: Record<string, string | string[]> = {},
): void => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json(body);
};
