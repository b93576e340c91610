import type { GatsbyFunctionRequest } from "gatsby";
import { honeypotFieldName } from "../lib/forms/honeypot";
import { HttpError } from "./http-error";
import { readBody } from "./request-body";
import { requestHeader } from "./request-header";

/** Form payloads are small; the questionnaire, the largest, stays far below this. */
const defaultMaxBodyBytes = 32 * 1024;

export interface GuardOptions {
  maxBodyBytes?: number;
  /** The site's own origins; a request from any other page is refused. */
  allowedOrigins: readonly string[];
}

/** Refuses requests that other sites' pages make (fetch metadata, or an Origin not ours). */
const assertSameOrigin = (req: GatsbyFunctionRequest, allowedOrigins: readonly string[]): void => {
  const fetchSite = requestHeader(req, "sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new HttpError(403, "Requests from other sites are not accepted.");
  }
  const origin = requestHeader(req, "origin");
  if (origin && !allowedOrigins.includes(origin)) {
    throw new HttpError(403, "Requests from other sites are not accepted.");
  }
};

export const assertMethod = (req: GatsbyFunctionRequest, method: "GET" | "POST"): void => {
  if (req.method !== method) {
    throw new HttpError(405, `Only ${method} is allowed here.`, { headers: { Allow: method } });
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The checks every form endpoint makes before it looks at the data: POST only, JSON only,
 * a small body, same origin, well-formed JSON holding an object, an empty honeypot. Returns
 * the parsed object without the honeypot key.
 */
export const guardJsonPost = async (req: GatsbyFunctionRequest, options: GuardOptions): Promise<Record<string, unknown>> => {
  assertMethod(req, "POST");
  const contentType = (requestHeader(req, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== "application/json") {
    throw new HttpError(415, "Send the form as application/json.");
  }
  assertSameOrigin(req, options.allowedOrigins);
  const body = await readBody(req, options.maxBodyBytes ?? defaultMaxBodyBytes);

  let parsed: unknown;
  try {
    // JSON.parse makes "__proto__" an own property, never the prototype; validation refuses it.
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "The form data is not valid JSON.");
  }
  if (!isPlainObject(parsed)) throw new HttpError(400, "The form data must be a JSON object.");
  const { [honeypotFieldName]: honeypot, ...fields } = parsed;
  if (honeypot !== undefined && honeypot !== "") throw new HttpError(400, "The form could not be accepted.");
  return fields;
};
