import type { GatsbyFunctionRequest } from "gatsby";
import { honeypotFieldName } from "../lib/forms/honeypot";
import { HttpError } from "./http-error";

/** Form payloads are small; the questionnaire, the largest, stays far below this. */
export const defaultMaxBodyBytes = 32 * 1024;


export interface GuardOptions {
  maxBodyBytes?: number;
  /** The site's own origins; a request from any other page is refused. */
  allowedOrigins: readonly string[];
}

const header = (req: GatsbyFunctionRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const assertSameOrigin = (req: GatsbyFunctionRequest, allowedOrigins: readonly string[]): void => {
  const fetchSite = header(req, "sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new HttpError(403, "Requests from other sites are not accepted.");
  }
  const origin = header(req, "origin");
  if (origin && !allowedOrigins.includes(origin)) {
    throw new HttpError(403, "Requests from other sites are not accepted.");
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The checks every form endpoint makes before it looks at the data: POST only, JSON only,
 * a small body, same origin, well-formed JSON holding an object, an empty honeypot. Returns
 * the parsed object without the honeypot key.
 */
export const guardJsonPost = (req: GatsbyFunctionRequest, options: GuardOptions): Record<string, unknown> => {
  if (req.method !== "POST") {
    throw new HttpError(405, "Only POST is allowed here.", { headers: { Allow: "POST" } });
  }
  const contentType = (header(req, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== "application/json") {
    throw new HttpError(415, "Send the form as application/json.");
  }
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const declaredLength = Number(header(req, "content-length") ?? 0);
  const raw: unknown = req.body;
  const bytes = Buffer.isBuffer(raw) ? raw.length : typeof raw === "string" ? Buffer.byteLength(raw) : 0;
  if (declaredLength > maxBodyBytes || bytes > maxBodyBytes) {
    throw new HttpError(413, `The form is too large (at most ${Math.floor(maxBodyBytes / 1024)} KB).`);
  }
  assertSameOrigin(req, options.allowedOrigins);

  let parsed: unknown;
  try {
    const text = Buffer.isBuffer(raw) ? raw.toString("utf8") : typeof raw === "string" ? raw : "";
    // JSON.parse makes "__proto__" an own property, never the prototype; validation refuses it.
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The form data is not valid JSON.");
  }
  if (!isPlainObject(parsed)) throw new HttpError(400, "The form data must be a JSON object.");
  const { [honeypotFieldName]: honeypot, ...fields } = parsed;
  if (honeypot !== undefined && honeypot !== "") throw new HttpError(400, "The form could not be accepted.");
  return fields;
};
