import type { GatsbyFunctionRequest } from "gatsby";
import type * as v from "valibot";
import { validate } from "../lib/forms/validate";
import { clientAddress } from "./client-address";
import { HttpError } from "./http-error";
import { jsonEndpoint, type JsonOutcome } from "./json-endpoint";
import { countOrRefuse } from "./rate-limit";
import type { LimitPolicy } from "./rate-limit-store";
import { guardJsonPost } from "./request-guard";
import { allowedOrigins } from "./site-origin";

export interface FormEndpoint<Schema extends v.GenericSchema> {
  schema: Schema;
  /** Requests per client address; counted before anything else, so refusals and junk count too. */
  addressLimit: LimitPolicy;
  handle: (data: v.InferOutput<Schema>, req: GatsbyFunctionRequest) => Promise<JsonOutcome>;
}

/**
 * One guard for every form Function: the address limit first, then method, type, origin,
 * encoding, size, honeypot, validation; then the endpoint's own work. Every request counts
 * against the limit before its body is read or its type refused: refusals are limited too,
 * and a request past the limit is answered without reading its body. Whatever goes wrong,
 * the answer is JSON with a message for people, never a stack trace.
 */
export const formEndpoint = <Schema extends v.GenericSchema>(endpoint: FormEndpoint<Schema>) =>
  jsonEndpoint(async (req) => {
    const origins = allowedOrigins();
    await countOrRefuse(endpoint.addressLimit, clientAddress(req));
    const fields = await guardJsonPost(req, { allowedOrigins: origins });
    const result = validate(endpoint.schema, fields);
    if (!result.ok) {
      throw new HttpError(400, "Please check the highlighted fields.", { fieldErrors: result.fieldErrors });
    }
    return endpoint.handle(result.data, req);
  });
