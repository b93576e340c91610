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
const isLimitReached = (error: unknown): error is { msBeforeNext: number; consumedPoints: number } =>
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

/**
 * Like countOrRefuse, and the request that first goes past the limit also places a hold: the
 * key is refused for `hold.seconds(n)`, n being how many holds it got within the hold
 * counter's window (so holds can grow with each repeat). The hold then counts afresh.
 */
export const countOrHold = async (
  policy: LimitPolicy,
  hold: { counter: LimitPolicy; seconds: (holdNumber: number) => number },
  key: string,
): Promise<void> => {
  let limiter: Awaited<ReturnType<typeof limiterFor>>;
  try {
    limiter = await limiterFor(policy);
  } catch (error) {
    throw storeUnavailable(error);
  }
  try {
    await limiter.consume(key);
    return;
  } catch (error) {
    if (!isLimitReached(error)) throw storeUnavailable(error);
    // Counting is atomic, so exactly one request sees the first count past the limit.
    if (error.consumedPoints !== policy.points + 1) throw tooManyAttempts(secondsUntil(error.msBeforeNext));
  }
  let seconds: number;
  try {
    const holds = await (await limiterFor(hold.counter)).consume(key);
    seconds = hold.seconds(holds.consumedPoints);
    await limiter.block(key, seconds);
  } catch (error) {
    throw storeUnavailable(error);
  }
  throw tooManyAttempts(seconds);
};

/** Forgets `key`'s count (after a success). */
export const forget = async (policy: LimitPolicy, key: string): Promise<void> => {
  try {
    await (await limiterFor(policy)).delete(key);
  } catch (error) {
    throw storeUnavailable(error);
  }
};
