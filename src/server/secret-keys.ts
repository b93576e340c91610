import { createHmac } from "node:crypto";
import { HttpError } from "./http-error";
import { runtimeEnv } from "./runtime-env";

/**
 * SESSION_SECRET keys what the Functions store: session ids are kept as keyed hashes of the
 * cookie's value, and per-account limits are counted under keyed hashes of the e-mail, so
 * the CMS and the limit store never hold a usable cookie or a visitor's address.
 */
export const sessionSecret = (secret: string | undefined = runtimeEnv("SESSION_SECRET")): string => {
  if (!secret || secret.length < 32) {
    throw new HttpError(503, "Logging in is not available right now (SESSION_SECRET is not configured).");
  }
  return secret;
};

export const keyedHash = (purpose: string, value: string, secret: string = sessionSecret()): string =>
  createHmac("sha256", secret).update(`${purpose}\n${value}`).digest("hex");
