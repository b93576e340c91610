/** @jest-environment node */
// The rebuild window shared by several Directus instances, against a real redis-server (Debian's).
import { Redis } from "ioredis";
import { createSharedCoalescer } from "../../extensions/site-rebuild/shared-window.mjs";
import { freePort } from "../../../platform/processes.mjs";
import { startRedis } from "../../../platform/stack/redis.mjs";

type Batch = { openedAt: number; closedAt: number; changes: unknown[] };
type Running = Awaited<ReturnType<typeof startRedis>>["running"];

const windowMs = 300;
const graceMs = 200;
const change = (id: number) => ({ collection: "posts" as const, event: "update" as const, keys: [id], before: [], after: [] });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `count()` reaches `expected` (a window closes after windowMs + graceMs, later on a
 * busy machine: a fixed wait made this flaky beside the rest of the unit tests), at most three
 * times that, then one more window and grace, so that a call too many would show too.
 */
const settle = async (count: () => number, expected: number) => {
  const deadline = Date.now() + 3 * (windowMs + graceMs);
  while (count() < expected && Date.now() < deadline) await wait(50);
  await wait(windowMs + graceMs);
};

let server: Running;
let url: string;
const clients: Redis[] = [];

beforeAll(async () => {
  const started = await startRedis({ port: await freePort() });
  server = started.running;
  url = started.url;
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.stop();
});

/** One Directus instance's window: its own Redis connection, as each instance has. */
const instance = (
  batches: Batch[],
  keyPrefix: string,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
) => {
  const redis = new Redis(url);
  clients.push(redis);
  return createSharedCoalescer({
    redis,
    windowMs,
    graceMs,
    keyPrefix,
    timers,
    onClose: async (batch: Batch) => {
      batches.push(batch);
    },
  });
};

it("ten changes alternating between two instances make one call with all ten", async () => {
  const batches: Batch[] = [];
  const [first, second] = [instance(batches, "t1:"), instance(batches, "t1:")];
  const opened = [];
  for (let id = 0; id < 10; id += 1) opened.push(await (id % 2 === 0 ? first : second).add(change(id)));
  expect(opened.filter(Boolean)).toHaveLength(1);
  await settle(() => batches.length, 1);
  expect(batches).toHaveLength(1);
  expect(batches[0]!.changes).toHaveLength(10);
});

it("a change after the window closed opens the next one: two calls, nothing lost or doubled", async () => {
  const batches: Batch[] = [];
  const [first, second] = [instance(batches, "t2:"), instance(batches, "t2:")];
  await first.add(change(1));
  await wait(windowMs + 100);
  await second.add(change(2));
  await settle(() => batches.length, 2);
  expect(batches.map((batch) => batch.changes.length)).toEqual([1, 1]);
});

it("an instance that dies with the window open: the other's change and its own are still requested once", async () => {
  const batches: Batch[] = [];
  // The dying instance's timers never fire: it opened the window and never closes it.
  const dead = { setTimeout: (() => ({})) as unknown as typeof setTimeout, clearTimeout: (() => {}) as typeof clearTimeout };
  const dying = instance(batches, "t3:", dead);
  const survivor = instance(batches, "t3:");
  expect(await dying.add(change(1))).toBe(true);
  expect(await survivor.add(change(2))).toBe(false);
  await settle(() => batches.length, 1);
  expect(batches).toHaveLength(1);
  expect(batches[0]!.changes).toHaveLength(2);
});

it("an instance whose check comes while a dead instance's window is still open looks again when it expires", async () => {
  const batches: Batch[] = [];
  const dead = { setTimeout: (() => ({})) as unknown as typeof setTimeout, clearTimeout: (() => {}) as typeof clearTimeout };
  // The survivor's first check comes early, while the dead window's key still holds (as when
  // its timer and Redis's expiry meet within a millisecond); later checks come on time.
  let checks = 0;
  const early = {
    setTimeout: ((callback: () => void, ms: number) =>
      setTimeout(callback, (checks += 1) === 1 ? ms - graceMs - 100 : ms)) as unknown as typeof setTimeout,
    clearTimeout,
  };
  const dying = instance(batches, "t4:", dead);
  const survivor = instance(batches, "t4:", early);
  expect(await dying.add(change(1))).toBe(true);
  expect(await survivor.add(change(2))).toBe(false);
  await settle(() => batches.length, 1);
  expect(checks).toBeGreaterThanOrEqual(2);
  expect(batches).toHaveLength(1);
  expect(batches[0]!.changes).toHaveLength(2);
});
