import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { runtimeEnv } from "./runtime-env";

/** One counted limit: `points` per `durationSeconds` (0: the count never expires). */
export interface LimitPolicy {
  /** Namespace of the keys in the store; unique per limit. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Where limiters live between requests. Gatsby's Functions middleware deletes the compiled
 * Function from `require.cache` and requires it again on every request, so anything kept in
 * a module's own variables starts empty each time. The limiters (and the Redis connection)
 * are kept on `globalThis` instead, which the process keeps for its whole life.
 */
interface SharedState {
  limiters: Map<string, RateLimiterAbstract>;
  redis: Map<string, Promise<Redis>>;
}

const stateKey = Symbol.for("northbeam.rate-limit-store");

const sharedState = (): SharedState => {
  const holder = globalThis as typeof globalThis & { [stateKey]?: SharedState };
  holder[stateKey] ??= { limiters: new Map(), redis: new Map() };
  return holder[stateKey];
};

/**
 * How long the Functions wait for Redis: to open a connection, and for each command's reply
 * (the connection's own handshake included). A local or same-region Redis answers in a
 * millisecond or two; one that accepts connections but never answers (stopped, overloaded,
 * a firewall that drops packets) would otherwise hang every form for good.
 */
export const redisConnectTimeoutMs = 3_000;
export const redisCommandTimeoutMs = 2_000;

/**
 * One connection per Redis URL for the life of the process. No offline queue: while Redis
 * is away, a count fails at once (the endpoint answers 503) instead of hanging the request;
 * while it does not answer, a count fails after the command timeout (503 too).
 */
const redisClient = (url: string): Promise<Redis> => {
  const { redis } = sharedState();
  let client = redis.get(url);
  if (!client) {
    const connection = new Redis(url, {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: redisConnectTimeoutMs,
      commandTimeout: redisCommandTimeoutMs,
    });
    // Without a listener ioredis prints every failed reconnection; the failed request reports it.
    connection.on("error", () => undefined);
    client = connection.connect().then(
      () => connection,
      (error: unknown) => {
        redis.delete(url);
        connection.disconnect();
        throw error;
      },
    );
    redis.set(url, client);
  }
  return client;
};

/** Set RATE_LIMIT_REDIS_URL where several instances (or serverless copies) serve the site. */
const redisUrl = (): string | undefined => runtimeEnv("RATE_LIMIT_REDIS_URL") || undefined;

/**
 * The limiter of a policy: counted in this process's memory by default, or in Redis when
 * RATE_LIMIT_REDIS_URL is set, so that every instance sees one shared count.
 */
export const limiterFor = async (policy: LimitPolicy): Promise<RateLimiterAbstract> => {
  const url = redisUrl();
  const cacheKey = `${url ?? "memory"}|${policy.name}|${policy.points}|${policy.durationSeconds}`;
  const { limiters } = sharedState();
  const cached = limiters.get(cacheKey);
  if (cached) return cached;
  const options = { keyPrefix: `nb-limit:${policy.name}`, points: policy.points, duration: policy.durationSeconds };
  const limiter = url
    ? new RateLimiterRedis({ ...options, storeClient: await redisClient(url), rejectIfRedisNotReady: true })
    : new RateLimiterMemory(options);
  limiters.set(cacheKey, limiter);
  return limiter;
};
