import { expect, test } from "@playwright/test";
import { addressLimits } from "../src/server/limits";
import { startExtraSite, type ExtraSite } from "./support/extra-site";

/**
 * The default client-address path. The main test server trusts X-Forwarded-For
 * (TRUST_PROXY=true in playwright.config.ts), so the other specs can stand in for many
 * visitors. Here a `gatsby serve` of the same build runs without TRUST_PROXY, as a site
 * with no proxy in front does: the limits count the socket's address, and a client that
 * writes a new X-Forwarded-For on every request is still one client.
 */
test.describe("without TRUST_PROXY", () => {
  let site: ExtraSite;

  test.beforeAll(async () => {
    site = await startExtraSite(9194, { TRUST_PROXY: undefined });
  });
  test.afterAll(() => site.stop());

  test("a forged X-Forwarded-For does not escape the per-address limit", async () => {
    const { points } = addressLimits.subscription;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= points + 1; attempt += 1) {
      // Junk counts against the limit too (it is counted before validation), so no request
      // here writes to the CMS: each is a 400 until the limit answers 429.
      const answer = await fetch(`${site.url}/api/outreach/subscription`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${attempt + 1}` },
        body: JSON.stringify({ email: "not an address" }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(points).fill(400), 429, 429]);
  });
});
