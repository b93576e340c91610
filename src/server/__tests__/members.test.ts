/**
 * @jest-environment node
 */
import { stubDirectusFetch } from "../../test-utils/directus-fetch";
import { HttpError } from "../http-error";
import { logIn, registerMember } from "../members";

const settings = { url: "http://cms.test", token: "forms-token" };
const session = { token: "cookie-value", id: "a".repeat(64), expires: new Date("2031-01-02T03:04:05.000Z") };

const settle = <T>(promise: Promise<T>): Promise<T | unknown> => promise.catch((error: unknown) => error);

const expectStatus = (outcome: unknown, status: number) => {
  expect(outcome).toBeInstanceOf(HttpError);
  expect((outcome as HttpError).status).toBe(status);
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe("logIn", () => {
  it("asks the CMS's site-members endpoint with the forms token, the lower-cased address and the session to store", async () => {
    const { calls, sentBodies } = stubDirectusFetch({ status: 200, body: { data: { member: { id: "m1", name: "ada" } } } });
    await expect(logIn(settings, { email: "Ada@Example.TEST", password: "correct horse", session })).resolves.toEqual({
      id: "m1",
      name: "ada",
    });
    expect(calls.map((call) => call.url)).toEqual(["http://cms.test/site-members/login"]);
    expect(calls[0]!.init).toMatchObject({ method: "POST", headers: { Authorization: "Bearer forms-token" } });
    expect(sentBodies()).toEqual([
      {
        email: "ada@example.test",
        password: "correct horse",
        session: { id: "a".repeat(64), expires: "2031-01-02T03:04:05.000Z" },
      },
    ]);
    // The cookie's own value never leaves the Functions.
    expect(JSON.stringify(sentBodies())).not.toContain("cookie-value");
  });

  it("is null when the CMS refuses the credentials (401)", async () => {
    stubDirectusFetch({ status: 401, body: { errors: [{ extensions: { code: "INVALID_CREDENTIALS" } }] } });
    await expect(logIn(settings, { email: "a@b.test", password: "wrong", session })).resolves.toBeNull();
  });

  it.each([
    ["a refused token", { status: 403, body: { errors: [{ extensions: { code: "FORBIDDEN" } }] } }],
    ["no member in the answer", { status: 200, body: { data: {} } }],
    ["a missing endpoint", { status: 404 }],
  ])("answers 503 for %s", async (_name, reply) => {
    stubDirectusFetch(reply);
    expectStatus(await settle(logIn(settings, { email: "a@b.test", password: "pw", session })), 503);
  });
});

describe("registerMember", () => {
  const newMember = {
    username: "ada",
    email: "Ada@Example.TEST",
    password: "a long passphrase",
    next: "https://site.test/login/",
  };

  it("sends the registration with the lower-cased address and where the confirmation link leads", async () => {
    const { calls, sentBodies } = stubDirectusFetch({ status: 202, body: { data: { accepted: true } } });
    await expect(registerMember(settings, newMember)).resolves.toBeUndefined();
    expect(calls[0]!.url).toBe("http://cms.test/site-members/register");
    expect(calls[0]!.init).toMatchObject({ method: "POST", headers: { Authorization: "Bearer forms-token" } });
    expect(sentBodies()).toEqual([{ ...newMember, email: "ada@example.test" }]);
  });

  it("answers a taken username with a field error", async () => {
    stubDirectusFetch({ status: 409, body: { errors: [{ message: "Username taken", extensions: { code: "USERNAME_TAKEN" } }] } });
    const outcome = await settle(registerMember(settings, newMember));
    expectStatus(outcome, 400);
    expect((outcome as HttpError).details.fieldErrors).toEqual({ username: "This username is taken; please choose another." });
  });

  it.each([
    ["a rejected token", { status: 401, body: { errors: [{ extensions: { code: "INVALID_CREDENTIALS" } }] } }],
    ["a refused payload", { status: 400, body: { errors: [{ extensions: { code: "INVALID_PAYLOAD" } }] } }],
    ["another conflict", { status: 409, body: { errors: [{ extensions: { code: "RECORD_NOT_UNIQUE" } }] } }],
    ["an error without a body", { status: 403 }],
  ])("answers 503 for %s", async (_name, reply) => {
    stubDirectusFetch(reply);
    expectStatus(await settle(registerMember(settings, newMember)), 503);
  });
});
