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
  /** Requests per client address; counted before validation, so junk counts too. */
  addressLimit: LimitPolicy;
  handle: (data: v.InferOutput<Schema>, req: GatsbyFunctionRequest) => Promise<JsonOutcome>;
}

/**
 * One guard for every form Function: method, type, encoding, size, origin, honeypot, rate
 * limit, validation; then the endpoint's own work. Whatever goes wrong, the answer is JSON
 * with a message for people, never a stack trace.
 */
export const formEndpoint = <Schema extends v.GenericSchema>(endpoint: FormEndpoint<Schema>) =>
  jsonEndpoint(async (req) => {
    const fields = await guardJsonPost(req, { allowedOrigins: allowedOrigins(req) });
    await countOrRefuse(endpoint.addressLimit, clientAddress(req));
    const result = validate(endpoint.schema, fields);
    if (!result.ok) {
      throw new HttpError(400, "Please check the highlighted fields.", { fieldErrors: result.fieldErrors });
    }
    return endpoint.handle(result.data, req);
  });
