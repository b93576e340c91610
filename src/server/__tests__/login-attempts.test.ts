/**
 * @jest-environment node
 */
import { loginAttempts } from "../login-attempts";

/** The HTTP status an attempt's reservation ends in (200: it may go on to the password check). */
const statusOf = async (attempt: Promise<void>): Promise<{ status: number; retryAfter?: number }> => {
  try {
    await attempt;
    return { status: 200 };
  } catch (error) {
    const { status, details } = error as { status: number; details: { headers?: Record<string, string> } };
    const retryAfter = details.headers?.["Retry-After"];
    return { status, retryAfter: retryAfter === undefined ? undefined : Number(retryAfter) };
  }
};

let run = 0;
/** An address no other test of this file counts under (the limiters live for the whole file). */
const freshEmail = () => `member-${Date.now()}-${(run += 1)}@example.test`;

beforeAll(() => {
  process.env.SESSION_SECRET = "s".repeat(40);
});

afterEach(() => {
  delete process.env.LOGIN_HOLD_SECONDS;
  jest.useRealTimers();
});

describe("login attempts per account and address", () => {
  it("refuses the 6th attempt from one address, while the owner from another address still gets through", async () => {
    const email = freshEmail();
    const fromStranger = loginAttempts(email, "203.0.113.7");
    const results = [];
    for (let attempt = 0; attempt < 6; attempt += 1) results.push(await statusOf(fromStranger.reserve()));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(results[5]!.retryAfter).toBeGreaterThan(850);
    expect(results[5]!.retryAfter).toBeLessThanOrEqual(900);

    expect((await statusOf(loginAttempts(email, "198.51.100.20").reserve())).status).toBe(200);
  });

  it("a success starts this address's count again", async () => {
    const email = freshEmail();
    const attempts = loginAttempts(email, "203.0.113.8");
    for (let attempt = 0; attempt < 5; attempt += 1) await attempts.reserve();
    await attempts.succeeded();
    expect((await statusOf(attempts.reserve())).status).toBe(200);
  });

  it("counts e-mail addresses case-insensitively", async () => {
    const email = freshEmail();
    for (let attempt = 0; attempt < 5; attempt += 1) await loginAttempts(email.toUpperCase(), "203.0.113.9").reserve();
    expect((await statusOf(loginAttempts(email, "203.0.113.9").reserve())).status).toBe(429);
  });
});

describe("the account's hold", () => {
  it("comes after 15 attempts from many addresses, lasts 15 minutes, then doubles for a repeat", async () => {
    const email = freshEmail();
    const fromAddress = (index: number) => loginAttempts(email, `192.0.2.${index}`);
    const first = [];
    for (let index = 0; index < 16; index += 1) first.push(await statusOf(fromAddress(index).reserve()));
    expect(first.filter((result) => result.status === 200)).toHaveLength(15);
    expect(first[15]).toEqual({ status: 429, retryAfter: 900 });
    // The owner, from yet another address, waits too: the price of a hold.
    const during = await statusOf(fromAddress(100).reserve());
    expect(during.status).toBe(429);
    expect(during.retryAfter).toBeGreaterThan(890);
    expect(during.retryAfter).toBeLessThanOrEqual(900);
  });

  it("lapses by itself, and the next hold lasts twice as long", async () => {
    process.env.LOGIN_HOLD_SECONDS = "1";
    const email = freshEmail();
    const fromAddress = (index: number) => loginAttempts(email, `198.51.100.${index}`);
    for (let index = 0; index < 15; index += 1) await fromAddress(index).reserve();
    expect(await statusOf(fromAddress(15).reserve())).toEqual({ status: 429, retryAfter: 1 });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const afterHold = [];
    for (let index = 20; index < 36; index += 1) afterHold.push(await statusOf(fromAddress(index).reserve()));
    expect(afterHold.filter((result) => result.status === 200)).toHaveLength(15);
    expect(afterHold[15]).toEqual({ status: 429, retryAfter: 2 });
  });
});
