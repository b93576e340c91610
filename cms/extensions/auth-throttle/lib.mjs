/**
 * The logic of the auth-throttle hook (index.mjs), kept apart from Directus's wiring so that it
 * can be unit-tested (cms/test/__tests__/auth-throttle.test.ts):
 *
 * - which requests guess a secret, and what each costs (guessOf): Directus's own sign-in,
 *   password-reset and share sign-in routes, and GraphQL's sign-in mutations, each counted;
 * - the key a client address is counted under (clientKey: an IPv6 address counts per /64);
 * - the settings (throttleSettings) and the store, in memory or in Redis (createGuessLimiter);
 * - the Express middleware that counts and refuses (createAuthThrottle).
 *
 * Every guess costs its point before Directus sees it, so parallel requests cannot all slip in
 * before the first failure is counted; a request whose success proves the caller knew the secret
 * (a sign-in, a reset, a share sign-in that answered 2xx) gets its point back. So an address is
 * stopped after `limit` failures per window, whoever owns the accounts it guessed at.
 */
import { Kind, parse, visit } from "graphql";
import ipaddr from "ipaddr.js";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/** Failed guesses an address may make per window unless AUTH_GUESS_LIMIT says otherwise. */
export const defaultLimit = 10;

/** The window, in seconds, unless AUTH_GUESS_WINDOW_SECONDS says otherwise. */
export const defaultWindowSeconds = 900;

/** Where the counts are kept: keys `<prefix>:<client key>` (in Redis, beside Directus's own). */
export const keyPrefix = "northbeam-auth-guesses";

/**
 * GraphQL (system scope) mutations that take a secret or send a reset e-mail: each one in a
 * document costs a guess, aliases included, so one request cannot carry a hundred guesses.
 */
export const guessingMutations = new Set(["auth_login", "auth_password_request", "auth_password_reset"]);

/**
 * What a request costs, and whether a success gives the cost back.
 * @typedef {{ cost: number, refundable: boolean, route: string }} Guess
 */

/**
 * Express routes paths without regard to letter case or a trailing slash: so does this.
 * @param {string} path
 */
const normalisedPath = (path) => path.toLowerCase().replace(/\/+$/, "") || "/";

/**
 * How many guessing mutations a GraphQL document holds, in every operation and fragment (an
 * upper bound of what it can run). A document that does not parse costs nothing: Directus
 * refuses it before running anything.
 * @param {unknown} query
 * @param {number} maxTokens the parse limit Directus itself applies (GRAPHQL_QUERY_TOKEN_LIMIT)
 */
export const guessingMutationCount = (query, maxTokens) => {
  if (typeof query !== "string") return 0;
  let document;
  try {
    document = parse(query, { maxTokens });
  } catch {
    return 0;
  }
  let count = 0;
  visit(document, {
    [Kind.FIELD]: (field) => {
      if (guessingMutations.has(field.name.value)) count += 1;
    },
  });
  return count;
};

/**
 * The guess a request makes, or null when it makes none. `path` is the request's path from the
 * app's root (Express's req.path before any router), `body` its parsed JSON body.
 * @param {{ method: string, path: string, body?: any }} request
 * @param {{ graphqlMaxTokens?: number }} [options]
 * @returns {Guess | null}
 */
export const guessOf = ({ method, path, body }, { graphqlMaxTokens = 5000 } = {}) => {
  if (method !== "POST") return null;
  const route = normalisedPath(path);
  // The default provider's /auth/login and every provider's /auth/login/<name> (LDAP and other
  // password providers, and OpenID's form-post callbacks, which succeed with a redirect).
  if (route === "/auth/login" || route.startsWith("/auth/login/")) return { cost: 1, refundable: true, route };
  if (route === "/auth/password/reset" || route === "/shares/auth") return { cost: 1, refundable: true, route };
  // Answers alike whether the address has an account, so success proves nothing: never refunded.
  if (route === "/auth/password/request") return { cost: 1, refundable: false, route };
  if (route === "/graphql/system") {
    const cost = guessingMutationCount(body?.query, graphqlMaxTokens);
    // Errors come back inside a 200 there, so a success cannot be told apart: never refunded.
    return cost > 0 ? { cost, refundable: false, route } : null;
  }
  return null;
};

/**
 * The key an address is counted under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64, which one subscriber usually holds
 * whole. Null when there is no usable address.
 * @param {string | null | undefined} ip
 * @returns {string | null}
 */
export const clientKey = (ip) => {
  if (!ip || !ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const groups = /** @type {import("ipaddr.js").IPv6} */ (address).parts.slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(":")}::/64`;
};

/**
 * @param {unknown} value
 * @param {{ name: string, fallback: number, min: number, max: number }} rule
 * @param {(message: string) => void} warn
 */
const wholeNumber = (value, { name, fallback, min, max }, warn) => {
  if (value === undefined || value === null || value === "") return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number >= min && number <= max) return number;
  warn(`${name}=${JSON.stringify(value)} is not a whole number from ${min} to ${max}; using ${fallback}.`);
  return fallback;
};

/**
 * The throttle's settings from Directus's environment.
 * @param {Record<string, unknown>} env
 * @param {(message: string) => void} warn
 */
export const throttleSettings = (env, warn) => ({
  limit: wholeNumber(env.AUTH_GUESS_LIMIT, { name: "AUTH_GUESS_LIMIT", fallback: defaultLimit, min: 1, max: 10_000 }, warn),
  windowSeconds: wholeNumber(
    env.AUTH_GUESS_WINDOW_SECONDS,
    { name: "AUTH_GUESS_WINDOW_SECONDS", fallback: defaultWindowSeconds, min: 1, max: 86_400 },
    warn,
  ),
  graphqlMaxTokens: wholeNumber(
    env.GRAPHQL_QUERY_TOKEN_LIMIT,
    { name: "GRAPHQL_QUERY_TOKEN_LIMIT", fallback: 5000, min: 1, max: Number.MAX_SAFE_INTEGER },
    warn,
  ),
});

/**
 * Where Directus's own Redis is, by Directus's rule: REDIS_ENABLED decides when set; otherwise
 * REDIS or any REDIS_* variable means Redis is in use. Null when it is not.
 * @param {Record<string, unknown>} env
 * @returns {string | { host?: string, port?: number, username?: string, password?: string, db?: number } | null}
 */
export const redisConnection = (env) => {
  const enabled =
    "REDIS_ENABLED" in env
      ? env.REDIS_ENABLED === true || env.REDIS_ENABLED === "true"
      : "REDIS" in env || Object.keys(env).some((name) => name.startsWith("REDIS_"));
  if (!enabled) return null;
  if (typeof env.REDIS === "string" && env.REDIS !== "") return env.REDIS;
  /** @param {unknown} value */
  const text = (value) => (value === undefined || value === null || value === "" ? undefined : String(value));
  /** @param {unknown} value */
  const number = (value) => (text(value) === undefined ? undefined : Number(value));
  return {
    host: text(env.REDIS_HOST),
    port: number(env.REDIS_PORT),
    username: text(env.REDIS_USERNAME),
    password: text(env.REDIS_PASSWORD),
    db: number(env.REDIS_DB),
  };
};

/**
 * The counts: in this process's memory, or in Redis when `redis` (an ioredis client) is given,
 * so that every Directus instance behind one address sees one count.
 * @param {{ limit: number, windowSeconds: number }} settings
 * @param {unknown} [redis]
 */
export const createGuessLimiter = ({ limit, windowSeconds }, redis) =>
  redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points: limit, duration: windowSeconds })
    : new RateLimiterMemory({ keyPrefix, points: limit, duration: windowSeconds });

/**
 * Directus's errors (from @directus/errors), passed in so this file needs no Directus.
 * @typedef {{
 *   HitRateLimitError: new (extensions: { limit: number, reset: Date }) => Error,
 *   InvalidPayloadError: new (extensions: { reason: string }) => Error,
 *   ServiceUnavailableError: new (extensions: { service: string, reason: string }) => Error,
 * }} DirectusErrors
 */

/**
 * What the middleware reads of a request and writes to a response (Express's, loosely).
 * @typedef {{ method: string, path: string, body?: any, ip?: string, accountability?: { ip?: string | null } | null }} ThrottledRequest
 * @typedef {{ statusCode: number, set: (name: string, value: string) => unknown, once: (event: "finish", listener: () => void) => unknown }} ThrottledResponse
 */

/**
 * The Express middleware: counts each guess against the client's address before Directus runs
 * it, and refuses it with Directus's 429 (REQUESTS_EXCEEDED, with Retry-After) once the address
 * has used up its window. Directus's own address (`accountability.ip`) follows IP_TRUST_PROXY
 * and IP_CUSTOM_HEADER. When the store fails (Redis down) guesses answer 503: uncounted guessing
 * would be unthrottled.
 * @param {{
 *   limiter: import("rate-limiter-flexible").RateLimiterAbstract,
 *   settings: { limit: number, graphqlMaxTokens: number },
 *   errors: DirectusErrors,
 *   logger: { warn: (message: string) => void, error: (message: string) => void },
 * }} options
 */
export const createAuthThrottle = ({ limiter, settings, errors, logger }) => {
  /**
   * Gives back what a request that succeeded cost, never more than is counted (a window that
   * ended meanwhile must not start the next one in credit).
   * @param {string} key
   * @param {number} cost
   */
  const refund = async (key, cost) => {
    try {
      const counted = await limiter.get(key);
      const points = Math.min(cost, counted?.consumedPoints ?? 0);
      if (points > 0) await limiter.reward(key, points);
    } catch (error) {
      logger.warn(`auth-throttle: a successful sign-in's point was not given back: ${/** @type {Error} */ (error).message}`);
    }
  };

  /**
   * @param {ThrottledRequest} req
   * @param {ThrottledResponse} res
   * @param {(error?: unknown) => void} next
   */
  return async (req, res, next) => {
    const guess = guessOf(req, settings);
    if (!guess) return next();
    if (guess.cost > settings.limit) {
      return next(
        new errors.InvalidPayloadError({
          reason: `A request may carry at most ${settings.limit} sign-in or password-reset mutations`,
        }),
      );
    }
    const key = clientKey(req.accountability?.ip ?? req.ip);
    if (!key) {
      logger.error("auth-throttle: a sign-in request without a client address was refused");
      return next(new errors.ServiceUnavailableError({ service: "auth-throttle", reason: "The client address is unknown" }));
    }
    try {
      await limiter.consume(key, guess.cost);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        logger.error(`auth-throttle: the guess counter is unavailable: ${/** @type {Error} */ (rejection).message}`);
        return next(
          new errors.ServiceUnavailableError({ service: "auth-throttle", reason: "The sign-in attempt counter is unavailable" }),
        );
      }
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      res.set("Retry-After", String(seconds));
      return next(new errors.HitRateLimitError({ limit: settings.limit, reset: new Date(Date.now() + seconds * 1000) }));
    }
    if (guess.refundable) {
      res.once("finish", () => {
        if (res.statusCode < 400) void refund(key, guess.cost);
      });
    }
    return next();
  };
};
