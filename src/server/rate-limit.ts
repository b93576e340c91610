import { HttpError } from "./http-error";
import { limiterFor, type LimitPolicy } from "./rate-limit-store";

const tooManyAttempts = (retryAfterSeconds?: number) =>
  new HttpError(
    429,
    "Too many attempts. Please wait a moment and try again.",
    retryAfterSeconds ? { headers: { "Retry-After": String(retryAfterSeconds) } } : {},
  );

/** The store cannot be reached (Redis down): refuse rather than let requests through uncounted. */
const storeUnavailable = (error: unknown): HttpError => {
  console.error("Rate limit store failed", error instanceof Error ? error.message : error);
  return new HttpError(503, "We could not reach our systems. Please try again in a few minutes; your entries are kept.");
};

/**
 * A refusal from the limiter (not a store failure). Tested by shape, not `instanceof`: the
 * limiter kept on globalThis may come from an earlier load of this module, whose
 * RateLimiterRes is another class than the one this load imports.
 */
const isLimitReached = (error: unknown): error is { msBeforeNext: number } =>
  typeof error === "object" &&
  error !== null &&
  !(error instanceof Error) &&
  typeof (error as { msBeforeNext?: unknown }).msBeforeNext === "number";

const secondsUntil = (ms: number): number | undefined => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : undefined);

/** Counts one request of `key` under `policy`; throws our 429 once the limit is passed. */
export const countOrRefuse = async (policy: LimitPolicy, key: string): Promise<void> => {
  try {
    await (await limiterFor(policy)).consume(key);
  } catch (error) {
    if (isLimitReached(error)) throw tooManyAttempts(secondsUntil(error.msBeforeNext));
    throw storeUnavailable(error);
  }
};

/** Forgets `key`'s count (after a success). */
export const forget = async (policy: LimitPolicy, key: string): Promise<void> => {
  try {
    await (await limiterFor(policy)).delete(key);
  } catch (error) {
    throw storeUnavailable(error);
  }
};
