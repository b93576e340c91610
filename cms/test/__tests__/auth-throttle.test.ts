/** @jest-environment node */
// The auth-throttle hook's logic (cms/extensions/auth-throttle/lib.mjs), whose folder Jest does
// not crawl: which requests guess, how addresses are keyed, and the middleware against a
// memory store. The Redis store is tried in auth-throttle-hook.test.ts.
import { EventEmitter } from "node:events";
import {
  clientKey,
  createAuthThrottle,
  createGuessLimiter,
  defaultLimit,
  defaultWindowSeconds,
  guessingMutationCount,
  guessOf,
  redisConnection,
  throttleSettings,
} from "../../extensions/auth-throttle/lib.mjs";

const post = (path: string, body?: unknown) => ({ method: "POST", path, body });

describe("guessOf", () => {
  it("counts Directus's sign-in routes however Express would route them, and gives successes back", () => {
    for (const path of ["/auth/login", "/AUTH/Login/", "/auth/login/ldap", "/auth/login/local/"]) {
      expect(guessOf(post(path))).toMatchObject({ cost: 1, refundable: true });
    }
    expect(guessOf(post("/auth/password/reset"))).toMatchObject({ cost: 1, refundable: true });
    expect(guessOf(post("/shares/auth"))).toMatchObject({ cost: 1, refundable: true });
  });

  it("counts reset e-mail requests without ever giving them back", () => {
    expect(guessOf(post("/auth/password/request"))).toMatchObject({ cost: 1, refundable: false });
  });

  it("leaves alone what guesses nothing", () => {
    expect(guessOf({ method: "GET", path: "/auth/login" })).toBeNull();
    expect(guessOf({ method: "GET", path: "/auth/login/openid/callback" })).toBeNull();
    for (const path of ["/auth/refresh", "/auth/logout", "/items/posts", "/auth/loginx", "/graphql"]) {
      expect(guessOf(post(path, { query: 'mutation { auth_login(email: "a", password: "b") { expires } }' }))).toBeNull();
    }
  });

  it("makes every sign-in mutation of a GraphQL document cost one guess, aliases and fragments included", () => {
    const aliased = `mutation { a: auth_login(email: "x", password: "1") { expires } b: auth_login(email: "x", password: "2") { expires }
      c: auth_password_request(email: "x") d: auth_password_reset(token: "t", password: "p") }`;
    expect(guessOf(post("/graphql/system", { query: aliased }))).toMatchObject({ cost: 4, refundable: false });
    const fragments = `mutation M { ...F } fragment F on Mutation { x: auth_login(email: "a", password: "b") { expires } }`;
    expect(guessOf(post("/GraphQL/System/", { query: fragments }))).toMatchObject({ cost: 1 });
    expect(guessOf(post("/graphql/system", { query: "{ users_me { id } }" }))).toBeNull();
    expect(guessOf(post("/graphql/system", { query: "mutation { auth_login(" }))).toBeNull();
    expect(guessOf(post("/graphql/system", { query: ["auth_login"] }))).toBeNull();
  });

  it("parses no further than Directus's own token limit", () => {
    const long = `mutation { ${Array.from({ length: 50 }, (_, i) => `a${i}: auth_login(email: "a", password: "b") { expires }`).join(" ")} }`;
    expect(guessingMutationCount(long, 5000)).toBe(50);
    expect(guessingMutationCount(long, 100)).toBe(0);
  });
});

describe("clientKey", () => {
  it("keys IPv4 by address and IPv6 by its /64", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientKey("2001:db8:aa:bb::9")).toBe(clientKey("2001:db8:aa:bb:ffff::1"));
    expect(clientKey("2001:db8:aa:bc::9")).not.toBe(clientKey("2001:db8:aa:bb::9"));
  });

  it("gives no key without a usable address", () => {
    for (const ip of [undefined, null, "", "unknown", "203.0.113.9, 10.0.0.1"]) expect(clientKey(ip)).toBeNull();
  });
});

describe("throttleSettings", () => {
  it("defaults to 10 failures per 15 minutes and takes Directus's numbers or strings", () => {
    const warn = jest.fn();
    expect(throttleSettings({}, warn)).toEqual({
      limit: defaultLimit,
      windowSeconds: defaultWindowSeconds,
      graphqlMaxTokens: 5000,
    });
    expect(defaultLimit).toBe(10);
    expect(defaultWindowSeconds).toBe(900);
    expect(throttleSettings({ AUTH_GUESS_LIMIT: 5, AUTH_GUESS_WINDOW_SECONDS: "60" }, warn)).toMatchObject({
      limit: 5,
      windowSeconds: 60,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and keeps the default for a value it cannot use", () => {
    const warn = jest.fn();
    expect(throttleSettings({ AUTH_GUESS_LIMIT: "0", AUTH_GUESS_WINDOW_SECONDS: "soon" }, warn)).toMatchObject({
      limit: defaultLimit,
      windowSeconds: defaultWindowSeconds,
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain("AUTH_GUESS_LIMIT");
  });
});

describe("redisConnection", () => {
  it("follows Directus's rule for when Redis is in use", () => {
    expect(redisConnection({ PUBLIC_URL: "http://x" })).toBeNull();
    expect(redisConnection({ REDIS: "redis://cache:6379" })).toBe("redis://cache:6379");
    expect(redisConnection({ REDIS_HOST: "cache", REDIS_PORT: 6380, REDIS_PASSWORD: "pw" })).toEqual({
      host: "cache",
      port: 6380,
      username: undefined,
      password: "pw",
      db: undefined,
    });
    expect(redisConnection({ REDIS: "redis://cache:6379", REDIS_ENABLED: false })).toBeNull();
    expect(redisConnection({ REDIS_ENABLED: true })).toEqual(expect.objectContaining({ host: undefined }));
  });
});

class HitRateLimitError extends Error {
  constructor(readonly extensions: { limit: number; reset: Date }) {
    super("Too many requests");
  }
}
class InvalidPayloadError extends Error {
  constructor(readonly extensions: { reason: string }) {
    super(extensions.reason);
  }
}
class ServiceUnavailableError extends Error {
  constructor(readonly extensions: { service: string; reason: string }) {
    super(extensions.reason);
  }
}
const errors = { HitRateLimitError, InvalidPayloadError, ServiceUnavailableError };

/** A response that remembers its headers and finishes with a status when told. */
const fakeResponse = () => {
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    set(name: string, value: string) {
      response.headers[name] = value;
      return response;
    },
  });
  return response;
};

const settings = { limit: 3, windowSeconds: 60, graphqlMaxTokens: 5000 };

/** Sends one request through the middleware; `status` is what Directus would have answered. */
const sender = (limiter = createGuessLimiter(settings)) => {
  const logger = { warn: jest.fn(), error: jest.fn() };
  const throttle = createAuthThrottle({ limiter, settings, errors, logger });
  const send = async (request: { path: string; ip: string; body?: unknown }, status = 401) => {
    const response = fakeResponse();
    let passed: unknown = "not called";
    await throttle(
      { method: "POST", path: request.path, body: request.body, accountability: { ip: request.ip } },
      response,
      (error?: unknown) => {
        passed = error;
      },
    );
    if (passed === undefined) {
      response.statusCode = status;
      response.emit("finish");
      // The refund reads and writes the store after the response: let it.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { passed, headers: response.headers };
  };
  return { send, logger, limiter };
};

describe("createAuthThrottle", () => {
  it("lets `limit` failures of an address through, then refuses with 429 and Retry-After until the window ends", async () => {
    const { send } = sender();
    const results = [];
    for (let guess = 0; guess < 5; guess += 1) results.push(await send({ path: "/auth/login", ip: "203.0.113.1" }));
    expect(results.slice(0, 3).map((result) => result.passed)).toEqual([undefined, undefined, undefined]);
    for (const refused of results.slice(3)) {
      expect(refused.passed).toBeInstanceOf(HitRateLimitError);
      expect((refused.passed as HitRateLimitError).extensions.limit).toBe(3);
      expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
      expect(Number(refused.headers["Retry-After"])).toBeLessThanOrEqual(60);
    }
    // Another address, and another /64, are counted on their own.
    expect((await send({ path: "/auth/login", ip: "203.0.113.2" })).passed).toBeUndefined();
    expect((await send({ path: "/auth/login", ip: "2001:db8:1:1::1" })).passed).toBeUndefined();
  });

  it("gives a success its point back, never more than was counted", async () => {
    const { send, limiter } = sender();
    for (let round = 0; round < 6; round += 1) {
      expect((await send({ path: "/auth/login", ip: "203.0.113.3" }, 200)).passed).toBeUndefined();
    }
    expect(await limiter.get("203.0.113.3")).toMatchObject({ consumedPoints: 0 });
    for (let guess = 0; guess < 3; guess += 1) await send({ path: "/auth/login", ip: "203.0.113.3" }, 401);
    expect((await send({ path: "/auth/login", ip: "203.0.113.3" }, 200)).passed).toBeInstanceOf(HitRateLimitError);
  });

  it("never gives back a reset e-mail request", async () => {
    const { send } = sender();
    for (let request = 0; request < 3; request += 1) await send({ path: "/auth/password/request", ip: "203.0.113.4" }, 204);
    expect((await send({ path: "/auth/password/request", ip: "203.0.113.4" }, 204)).passed).toBeInstanceOf(HitRateLimitError);
  });

  it("refuses a GraphQL batch larger than the limit whole, without counting it", async () => {
    const { send, limiter } = sender();
    const batch = (count: number) => ({
      path: "/graphql/system",
      ip: "203.0.113.5",
      body: {
        query: `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: auth_password_request(email: "x")`).join(" ")} }`,
      },
    });
    expect((await send(batch(4), 200)).passed).toBeInstanceOf(InvalidPayloadError);
    expect(await limiter.get("203.0.113.5")).toBeNull();
    expect((await send(batch(3), 200)).passed).toBeUndefined();
    expect((await send(batch(1), 200)).passed).toBeInstanceOf(HitRateLimitError);
  });

  it("answers 503 when the store fails, rather than count nothing", async () => {
    const broken = createGuessLimiter(settings);
    broken.consume = () => Promise.reject(new Error("Connection is closed."));
    const { send, logger } = sender(broken);
    expect((await send({ path: "/auth/login", ip: "203.0.113.6" })).passed).toBeInstanceOf(ServiceUnavailableError);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("Connection is closed."));
  });

  it("refuses a guess without a client address, and passes everything else untouched", async () => {
    const { send } = sender();
    expect((await send({ path: "/auth/login", ip: "" })).passed).toBeInstanceOf(ServiceUnavailableError);
    for (let request = 0; request < 10; request += 1) {
      expect((await send({ path: "/items/posts", ip: "203.0.113.7" })).passed).toBeUndefined();
    }
  });
});
