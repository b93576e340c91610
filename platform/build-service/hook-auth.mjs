/**
 * The build hook's credential: the CMS's site-rebuild hook sends BUILD_HOOK_TOKEN as its
 * Authorization header as it is (cms/extensions/site-rebuild); the stack sets it to
 * `Bearer <secret>`. Either form of the secret is accepted, compared in constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";

/** @param {string} text */
const digest = (text) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries the secret (`Bearer <secret>` or the secret alone).
 * @param {string | undefined} header
 * @param {string} secret never empty
 */
export const carriesSecret = (header, secret) => {
  if (!secret) throw new Error("the build service needs a secret (BUILD_SERVICE_SECRET)");
  const given = (header ?? "").trim().replace(/^Bearer\s+/i, "");
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return given !== "" && timingSafeEqual(digest(given), digest(secret));
};
