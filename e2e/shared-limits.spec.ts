import Redis from "ioredis";
import { expect, test } from "@playwright/test";
import { startExtraSite, type ExtraSite } from "./support/extra-site";
import { uniqueEmail } from "./support/forms";

/**
 * Two `gatsby serve` instances sharing one real Redis (RATE_LIMIT_REDIS_URL), as a fleet
 * would: a visitor who alternates between them meets one shared count. Neither trusts
 * X-Forwarded-For, so the limits count the socket's address (the default, without a proxy).
 * `npm run test:e2e` starts a Redis server for the run and sets E2E_REDIS_URL.
 */
const redisUrl = process.env.E2E_REDIS_URL;

test.describe("limits shared across instances through Redis", () => {
  test.describe.configure({ mode: "serial" });
  let sites: ExtraSite[] = [];

  test.beforeAll(async () => {
    expect(redisUrl, "E2E_REDIS_URL: run the end-to-end tests with npm run test:e2e, which starts Redis").toBeTruthy();
    const redis = new Redis(redisUrl!);
    await redis.flushdb();
    redis.disconnect();
    sites = await Promise.all(
      [9192, 9193].map((port) => startExtraSite(port, { RATE_LIMIT_REDIS_URL: redisUrl, TRUST_PROXY: "false" })),
    );
  });
  test.afterAll(() => sites.forEach((site) => site.stop()));

  test("sign-ups alternating between two instances are counted once: 10 taken, then 429 on both", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const site = sites[attempt % 2]!;
      const answer = await fetch(`${site.url}/api/outreach/subscription`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: uniqueEmail("fleet") }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(4).fill(429)]);
  });

  test("wrong logins for one account on either instance share the per-account count", async () => {
    // Measured 5.9 s here.
    test.setTimeout(20_000);
    const email = uniqueEmail("fleet-account");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await fetch(`${sites[attempt % 2]!.url}/api/user/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "not the password at all" }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
