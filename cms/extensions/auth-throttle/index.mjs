/**
 * Directus hook "auth-throttle": throttles guessing on Directus's own unauthenticated routes per
 * client address, so that no stranger can guess passwords quickly, and none can lock anyone out.
 *
 * - Directus counts wrong passwords per account and suspends the account after
 *   `auth_login_attempts` of them (Settings, Security), whoever sends them: a stranger can
 *   suspend any account, the admin's included. The provisioning sets that setting to null (no
 *   suspension; cms/provisioning/sign-in.mjs), and this hook warns at start when it is not.
 * - Instead this hook counts guesses per client address (lib.mjs): POST /auth/login and
 *   /auth/login/<provider>, /auth/password/request, /auth/password/reset, /shares/auth, and
 *   GraphQL's auth_login, auth_password_request and auth_password_reset mutations (each one in
 *   a document). AUTH_GUESS_LIMIT (default 10) failures per AUTH_GUESS_WINDOW_SECONDS (default
 *   900) are allowed; then the address gets Directus's 429 (REQUESTS_EXCEEDED) with Retry-After
 *   until its window ends. Successful sign-ins and resets give their point back.
 * - The client address is Directus's own (`accountability.ip`), which follows IP_TRUST_PROXY:
 *   behind a proxy, trust exactly the proxy, or every client can name its own address.
 * - The counts live in this process's memory, or in Directus's Redis when Directus has one
 *   (REDIS, or REDIS_HOST and the other REDIS_* variables), shared by every instance. If that
 *   Redis cannot be reached, the guessing routes answer 503 rather than count nothing.
 *
 * Directus's own RATE_LIMITER_* counts every request of every route (the app's, the build's),
 * so no setting of it stops guessing without also stopping editors and builds.
 *
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step. Its packages
 * (rate-limiter-flexible, ioredis, graphql, ipaddr.js) are Directus's own dependencies.
 */
import { HitRateLimitError, InvalidPayloadError, ServiceUnavailableError } from "@directus/errors";
import { Redis } from "ioredis";
import { createAuthThrottle, createGuessLimiter, redisConnection, throttleSettings } from "./lib.mjs";

/**
 * What this hook uses of Directus's hook context (loosely typed: Directus ships no types for
 * plain-JavaScript extensions).
 * @typedef {{ info: (message: string) => void, warn: (message: string) => void, error: (message: string) => void }} Logger
 * @typedef {(table: string) => any} Knex
 */

/** Redis commands give up after this long: a stalled Redis must not hold sign-ins forever. */
const redisCommandTimeoutMs = 2000;

/**
 * @param {Knex} database
 * @param {Logger} logger
 */
const warnIfAccountsCanBeSuspended = async (database, logger) => {
  const settings = await database("directus_settings").select("auth_login_attempts").first();
  // Without a settings row Directus uses its default, 25.
  const attempts = settings ? settings.auth_login_attempts : 25;
  if (attempts !== null) {
    logger.warn(
      `auth-throttle: Directus suspends an account after ${attempts} wrong passwords from anyone ("Login Attempts" in Settings, ` +
        "auth_login_attempts): any stranger can suspend any account. Empty it (null); this hook throttles guessing per address instead.",
    );
  }
};

/**
 * @param {{ init: Function, action: Function }} register
 * @param {{ env: Record<string, unknown>, logger: Logger, database: Knex }} context
 */
export default ({ init, action }, { env, logger, database }) => {
  const settings = throttleSettings(env, (message) => logger.warn(`auth-throttle: ${message}`));
  const connection = redisConnection(env);
  const redis = connection
    ? new Redis(/** @type {any} */ (connection), { commandTimeout: redisCommandTimeoutMs, maxRetriesPerRequest: 1 })
    : undefined;
  // ioredis reconnects by itself; without a listener each failed attempt would be an uncaught error.
  redis?.on("error", (error) => logger.warn(`auth-throttle: Redis: ${error.message}`));
  const limiter = createGuessLimiter(settings, redis);
  const errors = { HitRateLimitError, InvalidPayloadError, ServiceUnavailableError };

  // After Directus has read the body and the client address, before any of its routes.
  init("routes.before", (/** @type {{ app: { use: (middleware: unknown) => void } }} */ { app }) => {
    app.use(createAuthThrottle({ limiter, settings, errors, logger }));
  });

  action("server.start", async () => {
    logger.info(
      `auth-throttle: ${settings.limit} failed guesses per ${settings.windowSeconds} s per address, counted in ${redis ? "Redis" : "memory"}`,
    );
    try {
      await warnIfAccountsCanBeSuspended(database, logger);
    } catch (error) {
      logger.warn(`auth-throttle: could not read auth_login_attempts: ${/** @type {Error} */ (error).message}`);
    }
  });

  action("server.stop", () => {
    redis?.disconnect();
  });
};
