import { expect, test } from "@playwright/test";
import { cms } from "./support/cms";
import { asVisitor, uniqueEmail } from "./support/forms";

// A project of its own that runs after the page tests, so the burst has the machine to itself.
test("200 concurrent subscriptions with 50 duplicates leave exactly 150 rows, all answered", async ({ request }) => {
  // 12.0 s in a fresh clone's `npm test` (2026-11-29); runs before Gatsby's Functions middleware
  // was patched (docs/performance.md, "Functions under gatsby serve") took up to 52 s.
  test.setTimeout(36_000);
  const addresses = Array.from({ length: 150 }, (_, index) => uniqueEmail(`bulk${index}`));
  const payloads = [...addresses, ...addresses.slice(0, 50)];
  const answers = await Promise.all(
    payloads.map((email) =>
      request.post("/api/outreach/subscription", { data: { email }, headers: asVisitor(), timeout: 30_000 }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  const counts = statuses.reduce<Record<number, number>>(
    (tally, status) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
    {},
  );
  expect(counts).toEqual({ 200: payloads.length });
  const stored = await cms<{ email: string }[]>(
    "GET",
    `/items/subscriptions?filter[email][_in]=${addresses.map(encodeURIComponent).join(",")}&limit=-1&fields=email`,
  );
  expect(stored).toHaveLength(150);
});
