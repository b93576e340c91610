/**
 * @jest-environment node
 */
import { stubDirectusFetch } from "../../test-utils/directus-fetch";
import { HttpError } from "../http-error";
import { findMember, passwordMatches, registerMember } from "../members";

const settings = { url: "http://cms.test", token: "forms-token" };
const member = { id: "member-1", status: "active" };

/** A Directus access token (a JWT) whose payload names the user; the signature is not read here. */
const accessToken = (payload: object) => `header.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.signature`;

const loginAnswer = (token: string) => ({
  status: 200,
  body: { data: { access_token: token, refresh_token: "refresh-1", expires: 900 } },
});

const settle = <T>(promise: Promise<T>): Promise<T | unknown> => promise.catch((error: unknown) => error);

const expectStatus = (outcome: unknown, status: number) => {
  expect(outcome).toBeInstanceOf(HttpError);
  expect((outcome as HttpError).status).toBe(status);
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe("findMember", () => {
  it("asks for the lower-cased address, one row, id and status only, with the forms token", async () => {
    const { calls } = stubDirectusFetch({ status: 200, body: { data: [member] } });
    await expect(findMember(settings, "Ada@Example.TEST")).resolves.toEqual(member);

    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe("/users");
    expect(JSON.parse(url.searchParams.get("filter") ?? "")).toEqual({ email: { _eq: "ada@example.test" } });
    expect(url.searchParams.get("fields")).toBe("id,status");
    expect(url.searchParams.get("limit")).toBe("1");
    expect(calls[0]!.init).toMatchObject({ method: "GET", headers: { Authorization: "Bearer forms-token" } });
  });

  it("gives null when nobody (or no site member) has the address", async () => {
    stubDirectusFetch({ status: 200, body: { data: [] } });
    await expect(findMember(settings, "nobody@example.test")).resolves.toBeNull();
  });

  it.each([401, 403, 400])("answers 503 when Directus refuses the lookup (%i)", async (status) => {
    stubDirectusFetch({ status, body: { errors: [] } });
    expectStatus(await settle(findMember(settings, "ada@example.test")), 503);
  });
});

describe("passwordMatches", () => {
  it("logs in without the forms token, closes the Directus session again and compares the user id", async () => {
    const { calls, sentBodies } = stubDirectusFetch(loginAnswer(accessToken({ id: "member-1" })), { status: 204 });
    await expect(passwordMatches(settings, member, "ada@example.test", "correct horse")).resolves.toBe(true);

    expect(calls.map((call) => call.url)).toEqual(["http://cms.test/auth/login", "http://cms.test/auth/logout"]);
    for (const call of calls) expect(call.init.headers).not.toHaveProperty("Authorization");
    expect(sentBodies()).toEqual([
      { email: "ada@example.test", password: "correct horse", mode: "json" },
      { refresh_token: "refresh-1", mode: "json" },
    ]);
  });

  it("is false when the password belongs to another user than the member found", async () => {
    stubDirectusFetch(loginAnswer(accessToken({ id: "someone-else" })), { status: 204 });
    await expect(passwordMatches(settings, member, "ada@example.test", "pw")).resolves.toBe(false);
  });

  it.each([
    ["a payload that is not JSON", "header.not-json.signature"],
    ["a payload without an id", accessToken({ role: "x" })],
    ["no payload at all", "opaque"],
  ])("is false for an access token with %s", async (_name, token) => {
    stubDirectusFetch(loginAnswer(token), { status: 204 });
    await expect(passwordMatches(settings, member, "ada@example.test", "pw")).resolves.toBe(false);
  });

  it.each([400, 401, 403])("is false when Directus rejects the login (%i), without a logout call", async (status) => {
    const { fetchMock } = stubDirectusFetch({ status, body: { errors: [{ extensions: { code: "INVALID_CREDENTIALS" } }] } });
    await expect(passwordMatches(settings, member, "ada@example.test", "wrong")).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["an unexpected status", { status: 404 }],
    ["no tokens", { status: 200, body: { data: {} } }],
    ["no refresh token", { status: 200, body: { data: { access_token: accessToken({ id: "member-1" }) } } }],
  ])("answers 503 for a login answer with %s", async (_name, reply) => {
    const { fetchMock } = stubDirectusFetch(reply);
    expectStatus(await settle(passwordMatches(settings, member, "ada@example.test", "pw")), 503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("registerMember", () => {
  const newMember = { username: "ada", email: "Ada@Example.TEST", password: "a long passphrase" };
  const notUnique = (field: string) => ({ extensions: { code: "RECORD_NOT_UNIQUE", field } });

  it.each([200, 204])("creates the user (%i) with the lower-cased address and the username as first name", async (status) => {
    const { calls, sentBodies } = stubDirectusFetch({ status });
    await expect(registerMember(settings, newMember)).resolves.toBeUndefined();
    expect(calls[0]!.url).toBe("http://cms.test/users");
    expect(calls[0]!.init).toMatchObject({ method: "POST", headers: { Authorization: "Bearer forms-token" } });
    expect(sentBodies()).toEqual([
      { email: "ada@example.test", password: "a long passphrase", username: "ada", first_name: "ada" },
    ]);
  });

  it("answers a taken username with a field error", async () => {
    stubDirectusFetch({ status: 400, body: { errors: [notUnique("username")] } });
    const outcome = await settle(registerMember(settings, newMember));
    expectStatus(outcome, 400);
    expect((outcome as HttpError).details.fieldErrors).toEqual({ username: "This username is taken; please choose another." });
  });

  it("answers a taken username with the field error even when the address is taken too", async () => {
    stubDirectusFetch({ status: 400, body: { errors: [notUnique("email"), notUnique("username")] } });
    expectStatus(await settle(registerMember(settings, newMember)), 400);
  });

  it("answers a registered address as it answers a new one, so accounts cannot be found out", async () => {
    stubDirectusFetch({ status: 400, body: { errors: [notUnique("email")] } });
    await expect(registerMember(settings, newMember)).resolves.toBeUndefined();
  });

  it.each([
    ["a rejected token", { status: 401, body: { errors: [{ extensions: { code: "INVALID_CREDENTIALS" } }] } }],
    ["a refused payload", { status: 400, body: { errors: [{ extensions: { code: "INVALID_PAYLOAD" } }] } }],
    ["an error without a body", { status: 403 }],
  ])("answers 503 for %s", async (_name, reply) => {
    stubDirectusFetch(reply);
    expectStatus(await settle(registerMember(settings, newMember)), 503);
  });
});
