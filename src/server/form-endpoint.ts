import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type * as v from "valibot";
import { validate } from "../lib/forms/validate";
import { clientAddress } from "./client-address";
import { HttpError, sendJson, type JsonBody } from "./http-error";
import { createRateLimiter, type RateLimiter } from "./rate-limiter";
import { guardJsonPost } from "./request-guard";
import { runtimeEnv } from "./runtime-env";

/**
 * Gatsby parses bodies before a Function runs and answers parse failures itself. Every
 * form endpoint takes the body raw instead (any type, generous cap) and judges it in
 * `guardJsonPost`, so each refusal is a JSON answer with the right status.
 *
 * Functions export it as `export const { config } = { config: formFunctionConfig }`.
 * Gatsby reads a Function's `config` when it runs it, but its query extraction also scans
 * every module in src/ for a declared `export const config` (or `export { config }`) and,
 * taking it for a page's rendering config, then builds SSR engines, which cannot bundle
 * sharp's native module. The destructured export is not mistaken for one.
 */
export const formFunctionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: { type: "*/*", limit: "1mb" },
    json: { type: "application/x-not-parsed-here" },
    text: { type: "application/x-not-parsed-here" },
    urlencoded: { type: "application/x-not-parsed-here", extended: false },
  },
};

export interface FormOutcome {
  status: number;
  body: JsonBody;
  headers?: Record<string, string | string[]>;
}

export interface FormEndpoint<Schema extends v.GenericSchema> {
  schema: Schema;
  /** Requests per client address per window. */
  rateLimit?: { limit: number; windowMs: number };
  handle: (data: v.InferOutput<Schema>, req: GatsbyFunctionRequest) => Promise<FormOutcome>;
}

/** The site's own origins, from SITE_URL and the local development and preview servers. */
export const allowedOrigins = (
  siteUrl: string | undefined = runtimeEnv("SITE_URL"),
  extraOrigins: string | undefined = runtimeEnv("FORMS_ALLOWED_ORIGINS"),
): string[] => {
  const origins = new Set<string>();
  for (const url of [siteUrl, ...(extraOrigins ?? "").split(",")]) {
    if (url?.trim()) origins.add(new URL(url.trim()).origin);
  }
  return [...origins];
};

const sameHostOrigin = (req: GatsbyFunctionRequest): string[] => {
  const host = req.headers.host;
  return host ? [`http://${host}`, `https://${host}`] : [];
};

/**
 * One guard for every form Function: method, type, size, origin, honeypot, rate limit,
 * validation; then the endpoint's own work. Whatever goes wrong, the answer is JSON with
 * a message for people, never a stack trace.
 */
export const formEndpoint = <Schema extends v.GenericSchema>(endpoint: FormEndpoint<Schema>) => {
  const limiter: RateLimiter = createRateLimiter(endpoint.rateLimit ?? { limit: 10, windowMs: 60_000 });

  return async (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> => {
    try {
      const fields = guardJsonPost(req, { allowedOrigins: [...allowedOrigins(), ...sameHostOrigin(req)] });
      const decision = limiter(clientAddress(req));
      if (!decision.allowed) {
        throw new HttpError(429, "Too many attempts. Please wait a moment and try again.", {
          headers: { "Retry-After": String(decision.retryAfterSeconds) },
        });
      }
      const result = validate(endpoint.schema, fields);
      if (!result.ok) {
        throw new HttpError(400, "Please check the highlighted fields.", { fieldErrors: result.fieldErrors });
      }
      const outcome = await endpoint.handle(result.data, req);
      for (const [name, value] of Object.entries(outcome.headers ?? {})) res.setHeader(name, value);
      sendJson(res, outcome.status, outcome.body);
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(
          res,
          error.status,
          { message: error.message, ...(error.details.fieldErrors ? { fieldErrors: error.details.fieldErrors } : {}) },
          error.details.headers,
        );
        return;
      }
      console.error("Form endpoint failed", error instanceof Error ? error.message : error);
      sendJson(res, 500, { message: "Something went wrong on our side. Your entries are kept; please try again." });
    }
  };
};
