import { expect, test } from "@playwright/test";
import { median } from "./audit/audit-figures.mjs";
import { uniqueEmail, uniqueUsername } from "./support/forms";
import { postLogin, postRegistration, registerConfirmedMember } from "./support/members";

/**
 * How long the sign-in and register forms take to refuse must not tell a stranger who has an
 * account. Measured on the served site in a project of its own ("timing" in
 * playwright.config.ts) that runs when every other test is done: on two cores a page sweep
 * in the other worker added up to 400 ms to single answers and failed a 150 ms bound twice.
 * The two tests run one after the other for the same reason.
 */
test.describe.configure({ mode: "serial" });

/** A gap between the slowest and the fastest kind's median larger than this is a leak. */
const allowedGapMs = 150;

test("staff, unknown addresses and wrong passwords answer alike, in about the same time", async ({ request }) => {
  // Measured 25 s here when the sign-ins went one at a time (18 of at least 1 s each, and six
  // registrations); 8.0-8.2 s with a round's three at once (12-14 s with three other copies of
  // this test beside it, all passing).
  test.setTimeout(25_000);
  // Staff users other than the admin, so this test leaves the admin's per-account count alone
  // (three guesses each, well under a hold).
  const staffAccounts = ["site-preview@example.com", "site-forms@example.com"];
  const rounds = 6;
  const members = await Promise.all(Array.from({ length: rounds }, () => registerConfirmedMember(request, "timing")));
  const timed = async (email: string, secret: string) => {
    const started = Date.now();
    const answer = await postLogin(request, email, secret);
    return { ms: Date.now() - started, status: answer.status(), body: await answer.text() };
  };
  const staff: Awaited<ReturnType<typeof timed>>[] = [];
  const unknown: typeof staff = [];
  const wrong: typeof staff = [];
  const kinds = [
    () =>
      timed(staffAccounts[staff.length % staffAccounts.length]!, "not the staff password").then((answer) => staff.push(answer)),
    () => timed(uniqueEmail("nobody"), "not the password at all").then((answer) => unknown.push(answer)),
    () => timed(members[wrong.length]!, "not the password at all").then((answer) => wrong.push(answer)),
  ];
  // A round asks all three kinds at once (each answer waits out the same second, so a round takes
  // one), started in another order each round, so that whatever else the machine does falls on
  // every kind alike instead of always on the same place.
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(kinds.map((_, turn) => kinds[(round + turn) % kinds.length]!()));
  }
  expect([staff.length, unknown.length, wrong.length]).toEqual([rounds, rounds, rounds]);
  for (const answer of [...staff, ...unknown, ...wrong]) {
    expect(answer.status).toBe(401);
    expect(answer.body).toBe(staff[0]!.body);
  }
  const times = { staff, unknown, wrong };
  const medians = [median(staff.map((a) => a.ms)), median(unknown.map((a) => a.ms)), median(wrong.map((a) => a.ms))];
  const spread = Object.entries(times)
    .map(([kind, answers]) => `${kind} ${answers.map((a) => a.ms).join(", ")}`)
    .join(" / ");
  expect(Math.max(...medians) - Math.min(...medians), `${spread} ms`).toBeLessThan(allowedGapMs);
});

test("registering a new and an already registered address answer alike, in about the same time", async ({ request }) => {
  // Measured 11.7 s here.
  test.setTimeout(35_000);
  const timings = { fresh: [] as number[], taken: [] as number[] };
  for (let round = 0; round < 4; round += 1) {
    const email = uniqueEmail("reg-timing");
    for (const kind of ["fresh", "taken"] as const) {
      const started = Date.now();
      const answer = await postRegistration(request, email, uniqueUsername(`rt${kind}${round}`));
      timings[kind].push(Date.now() - started);
      expect(answer.status()).toBe(201);
      expect(await answer.json()).toEqual({ message: "Registration was successful!" });
    }
  }
  const gap = Math.abs(median(timings.fresh) - median(timings.taken));
  expect(gap, `fresh ${timings.fresh.join(", ")} / taken ${timings.taken.join(", ")} ms`).toBeLessThan(allowedGapMs);
});
