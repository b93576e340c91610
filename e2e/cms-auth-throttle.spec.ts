import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { cms, cmsUrl } from "./support/cms";
import { uniqueEmail } from "./support/forms";

/**
 * The CMS's own sign-in routes, sent to straight by a stranger (not through the site): no
 * number of wrong passwords suspends an account, and guessing is throttled per client address
 * (cms/extensions/auth-throttle). The embedded CMS trusts X-Forwarded-For from loopback only
 * (IP_TRUST_PROXY=loopback), so each request below comes from the address it names: a random
 * /64 of the IPv6 documentation prefix, new on every run, so earlier runs never count.
 */

/** Failed guesses an address may make per window (AUTH_GUESS_LIMIT's default). */
const guessLimit = 10;

const randomGroup = (): string => randomBytes(2).toString("hex");
const strangerAddress = (): string => `2001:db8:${randomGroup()}:${randomGroup()}::7`;

interface DirectusError {
  errors: { message: string; extensions: { code: string } }[];
}

const signIn = (email: string, password: string, from: string) =>
  fetch(`${cmsUrl}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
    body: JSON.stringify({ email, password, mode: "json" }),
  });

/** A Staff user made for one test, with its password; removed by `remove`. */
const staffUser = async (label: string) => {
  const [role] = await cms<{ id: string }[]>("GET", "/roles?filter[name][_eq]=Staff&fields=id");
  const email = uniqueEmail(label);
  const password = `staff ${randomBytes(12).toString("hex")}`;
  const user = await cms<{ id: string }>("POST", "/users", { email, password, role: role!.id, status: "active" });
  return {
    email,
    password,
    status: async () => (await cms<{ status: string }>("GET", `/users/${user.id}?fields=status`)).status,
    remove: () => cms("DELETE", `/users/${user.id}`),
  };
};

test("28 wrong passwords from a stranger leave a Staff account active; guesses beyond the limit answer 429", async () => {
  // Measured 6.1 s here.
  test.setTimeout(20_000);
  const staff = await staffUser("guessed-staff");
  const stranger = strangerAddress();

  const answers: { status: number; retryAfter: string | null; body: string }[] = [];
  for (let guess = 0; guess < 28; guess += 1) {
    const answer = await signIn(staff.email, `wrong guess ${guess}`, stranger);
    answers.push({ status: answer.status, retryAfter: answer.headers.get("retry-after"), body: await answer.text() });
  }
  expect(answers.slice(0, guessLimit).map((answer) => answer.status)).toEqual(Array(guessLimit).fill(401));
  const refused = answers.slice(guessLimit);
  expect(refused.map((answer) => answer.status)).toEqual(Array(28 - guessLimit).fill(429));
  for (const answer of refused) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(900);
    const body = JSON.parse(answer.body) as DirectusError;
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.extensions.code).toBe("REQUESTS_EXCEEDED");
  }

  expect(await staff.status()).toBe("active");
  // The stranger's address stays throttled, even with the right password...
  expect((await signIn(staff.email, staff.password, stranger)).status).toBe(429);
  // ...while the owner, from their own address, signs in.
  const own = await signIn(staff.email, staff.password, strangerAddress());
  expect(own.status).toBe(200);
  expect(((await own.json()) as { data: { access_token: string } }).data.access_token).toEqual(expect.any(String));
  expect(await staff.status()).toBe("active");
  await staff.remove();
});

test("30 wrong passwords that reach Directus, from three addresses, do not suspend an account either", async () => {
  // Measured 16 s here.
  test.setTimeout(50_000);
  const staff = await staffUser("spread-guesses");
  const statuses: number[] = [];
  for (let address = 0; address < 3; address += 1) {
    const stranger = strangerAddress();
    for (let guess = 0; guess < guessLimit; guess += 1)
      statuses.push((await signIn(staff.email, `guess ${guess}`, stranger)).status);
  }
  // Directus's own per-account count (auth_login_attempts, 25 by default) would have suspended it at the 26th.
  expect(statuses).toEqual(Array(3 * guessLimit).fill(401));
  expect(await staff.status()).toBe("active");
  expect((await signIn(staff.email, staff.password, strangerAddress())).status).toBe(200);
  await staff.remove();
});

test("a successful sign-in gives its point back; a failed one does not", async () => {
  const staff = await staffUser("refunded-staff");
  const address = strangerAddress();
  // More right passwords than the limit, each followed by a wrong one: only the wrong ones count.
  const statuses: number[] = [];
  for (let round = 0; round < guessLimit; round += 1) {
    statuses.push((await signIn(staff.email, staff.password, address)).status);
    statuses.push((await signIn(staff.email, "not it", address)).status);
  }
  expect(statuses).toEqual(Array.from({ length: 2 * guessLimit }, (_, index) => (index % 2 === 0 ? 200 : 401)));
  expect((await signIn(staff.email, staff.password, address)).status).toBe(429);
  await staff.remove();
});

test("GraphQL's sign-in mutations cost one guess each; a batch beyond the limit is refused whole, unrun", async () => {
  const staff = await staffUser("graphql-staff");
  const address = strangerAddress();
  const batch = (count: number) =>
    fetch(`${cmsUrl}/graphql/system`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify({
        query: `mutation { ${Array.from(
          { length: count },
          (_, index) =>
            `g${index}: auth_login(email: ${JSON.stringify(staff.email)}, password: "guess ${index}") { access_token }`,
        ).join(" ")} }`,
      }),
    });

  // A batch that could never fit in one address's budget: refused (400) before anything runs.
  const tooMany = await batch(guessLimit + 2);
  expect(tooMany.status).toBe(400);
  expect(((await tooMany.json()) as DirectusError).errors[0]!.extensions.code).toBe("INVALID_PAYLOAD");
  // Nor was it counted: the whole budget is still there, and a batch of that size spends it.
  const spent = await batch(guessLimit);
  expect(spent.status).toBe(200);
  const { errors } = (await spent.json()) as DirectusError;
  expect(errors.map((error) => error.extensions.code)).toEqual(Array(guessLimit).fill("INVALID_CREDENTIALS"));
  expect((await signIn(staff.email, "one more guess", address)).status).toBe(429);
  expect(await staff.status()).toBe("active");
  await staff.remove();
});

test("password-reset requests and resets count against the same address; spelling the path differently does not help", async () => {
  const address = strangerAddress();
  const post = (path: string, body: unknown) =>
    fetch(`${cmsUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify(body),
    });
  const statuses: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    statuses.push((await post("/auth/password/request", { email: uniqueEmail("nobody") })).status);
    statuses.push((await post("/auth/password/reset", { token: "not-a-token", password: "whatever 123" })).status);
    statuses.push((await post("/AUTH/Login/", { email: uniqueEmail("nobody"), password: "guess" })).status);
  }
  // 12 requests against a budget of 10: the last two are refused.
  expect(statuses.slice(0, guessLimit).filter((status) => status === 429)).toHaveLength(0);
  expect(statuses.slice(guessLimit)).toEqual([429, 429]);
});
