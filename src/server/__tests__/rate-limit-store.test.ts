/**
 * @jest-environment node
 */
import { createServer, type AddressInfo, type Socket } from "node:net";
import type * as RateLimit from "../rate-limit";
import { redisCommandTimeoutMs, type LimitPolicy } from "../rate-limit-store";

type StoreModule = typeof RateLimit;

/** A fresh copy of the modules, as Gatsby's middleware requires a Function anew per request. */
const freshModules = (): StoreModule => {
  let loaded: StoreModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<StoreModule>("../rate-limit");
  });
  return loaded!;
};

const policy: LimitPolicy = { name: `test-${Date.now()}`, points: 3, durationSeconds: 60 };

const statusOf = async (attempt: Promise<void>): Promise<number> => {
  try {
    await attempt;
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe("rate limits in memory", () => {
  it("keep counting when the module is loaded again for every request", async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 5; request += 1) {
      statuses.push(await statusOf(freshModules().countOrRefuse(policy, "198.51.100.1")));
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("count each key apart, and forget a key on request", async () => {
    const { countOrRefuse, forget } = freshModules();
    const other: LimitPolicy = { ...policy, name: `${policy.name}-other`, points: 1 };
    expect(await statusOf(countOrRefuse(other, "a"))).toBe(200);
    expect(await statusOf(countOrRefuse(other, "b"))).toBe(200);
    expect(await statusOf(countOrRefuse(other, "a"))).toBe(429);
    await forget(other, "a");
    expect(await statusOf(countOrRefuse(other, "a"))).toBe(200);
  });

  it("say when to try again", async () => {
    const { countOrRefuse } = freshModules();
    const once: LimitPolicy = { ...policy, name: `${policy.name}-once`, points: 1 };
    await countOrRefuse(once, "c");
    const refusal = await countOrRefuse(once, "c").catch(
      (error: unknown) => error as { details: { headers: Record<string, string> } },
    );
    expect(Number(refusal?.details.headers["Retry-After"])).toBeGreaterThan(55);
  });
});

describe("rate limits in Redis", () => {
  it("answer 503 within a few seconds when Redis accepts the connection and never answers", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const held: Socket[] = [];
    const blackHole = createServer((socket) => {
      held.push(socket);
      socket.on("data", () => undefined);
    });
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const { port } = blackHole.address() as AddressInfo;
    process.env.RATE_LIMIT_REDIS_URL = `redis://127.0.0.1:${port}`;
    try {
      const started = Date.now();
      expect(await statusOf(freshModules().countOrRefuse(policy, "198.51.100.2"))).toBe(503);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(redisCommandTimeoutMs - 100);
      expect(waited).toBeLessThan(redisCommandTimeoutMs + 2_000);
      expect(held.length).toBeGreaterThanOrEqual(1);
    } finally {
      delete process.env.RATE_LIMIT_REDIS_URL;
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => blackHole.close(resolve));
      // The handshake's other commands keep their own timeout timers until they run out.
      await new Promise((resolve) => setTimeout(resolve, redisCommandTimeoutMs + 100));
      jest.restoreAllMocks();
    }
  }, 15_000);
});
