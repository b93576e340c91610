/** @jest-environment node */
// The auth-throttle hook as Directus registers it (cms/extensions/auth-throttle/index.mjs),
// with Directus's context faked and a real Redis (Debian's redis-server, on a port of its own):
// two Directus instances on one Redis share each address's count, and a Redis that stops
// answering turns guesses into 503s.
import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import net from "node:net";
import registerAuthThrottle from "../../extensions/auth-throttle/index.mjs";

jest.mock(
  "@directus/errors",
  () => {
    /** Directus's errors, reduced to their code and extensions. */
    const directusError = (errorCode: string) =>
      class extends Error {
        code: string;
        constructor() {
          super(errorCode);
          this.code = errorCode;
        }
      };
    return {
      HitRateLimitError: directusError("REQUESTS_EXCEEDED"),
      InvalidPayloadError: directusError("INVALID_PAYLOAD"),
      ServiceUnavailableError: directusError("SERVICE_UNAVAILABLE"),
    };
  },
  { virtual: true },
);

type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => Promise<void>;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

let redis: ChildProcess;
const port = 20_000 + Math.floor(Math.random() * 20_000);

beforeAll(async () => {
  expect(await answers(port)).toBe(false);
  redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (redis.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(() => {
  if (redis.exitCode === null) redis.kill("SIGTERM");
});

/** One Directus instance with the hook: its middleware, and its start and stop actions. */
const instance = (env: Record<string, unknown>) => {
  const inits = new Map<string, (meta: { app: { use: (middleware: Middleware) => void } }) => void>();
  const actions = new Map<string, () => unknown>();
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  registerAuthThrottle(
    {
      init: (event: string, handler: (meta: { app: { use: (middleware: Middleware) => void } }) => void) =>
        inits.set(event, handler),
      action: (event: string, handler: () => unknown) => actions.set(event, handler),
    },
    {
      env,
      logger: { info: log, warn: log, error: log },
      database: () => ({ select: () => ({ first: async () => ({ auth_login_attempts: null }) }) }),
    },
  );
  let middleware: Middleware | undefined;
  inits.get("routes.before")!({ app: { use: (used) => (middleware = used) } });
  /** A failed sign-in from `ip`; resolves with the error passed on, if any (undefined: let through). */
  const signIn = async (ip: string) => {
    const response = Object.assign(new EventEmitter(), { statusCode: 401, set: () => undefined });
    let passed: unknown = "not called";
    await middleware!({ method: "POST", path: "/auth/login", accountability: { ip } }, response, (error) => {
      passed = error;
    });
    response.emit("finish");
    return passed as { code?: string } | undefined;
  };
  return { signIn, logs, start: actions.get("server.start")!, stop: actions.get("server.stop")! };
};

test("two instances on one Redis share each address's count", async () => {
  const env = { REDIS: `redis://127.0.0.1:${port}`, AUTH_GUESS_LIMIT: 4, AUTH_GUESS_WINDOW_SECONDS: 60 };
  const first = instance(env);
  const second = instance(env);
  await first.start();
  expect(first.logs).toContain("auth-throttle: 4 failed guesses per 60 s per address, counted in Redis");
  const address = "198.51.100.20";
  const outcomes = [];
  for (let guess = 0; guess < 6; guess += 1) outcomes.push(await (guess % 2 === 0 ? first : second).signIn(address));
  expect(outcomes.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
  expect(outcomes.slice(4).map((outcome) => outcome?.code)).toEqual(["REQUESTS_EXCEEDED", "REQUESTS_EXCEEDED"]);
  expect(await second.signIn("198.51.100.21")).toBeUndefined();
  await first.stop();
  await second.stop();
});

test("a Redis that is gone turns guesses into 503s, not uncounted guesses", async () => {
  const hook = instance({ REDIS: `redis://127.0.0.1:${port}` });
  expect(await hook.signIn("198.51.100.30")).toBeUndefined();
  redis.kill("SIGTERM");
  await new Promise((resolve) => redis.once("exit", resolve));
  const started = Date.now();
  const outcome = await hook.signIn("198.51.100.30");
  expect(outcome?.code).toBe("SERVICE_UNAVAILABLE");
  // Within the hook's Redis command timeout (2 s), not held for good.
  expect(Date.now() - started).toBeLessThan(5000);
  await hook.stop();
  // ioredis keeps the failed command's timeout timer until it fires: let it, so Jest exits cleanly.
  await new Promise((resolve) => setTimeout(resolve, 2100));
});

test("without Redis the counts live in memory, and the start warns when Directus still suspends accounts", async () => {
  const logs: string[] = [];
  const actions = new Map<string, () => Promise<void>>();
  registerAuthThrottle(
    { init: () => undefined, action: (event: string, handler: () => Promise<void>) => actions.set(event, handler) },
    {
      env: {},
      logger: { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m), error: (m: string) => logs.push(m) },
      database: () => ({ select: () => ({ first: async () => ({ auth_login_attempts: 25 }) }) }),
    },
  );
  await actions.get("server.start")!();
  expect(logs[0]).toBe("auth-throttle: 10 failed guesses per 900 s per address, counted in memory");
  expect(logs[1]).toContain("suspends an account after 25 wrong passwords");
});
