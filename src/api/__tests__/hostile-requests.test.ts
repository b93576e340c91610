/**
 * @jest-environment node
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import requirements from "../requirements";
import outreach from "../outreach";
import subscription from "../outreach/subscription";
import login from "../user/login";
import logout from "../user/logout";
import me from "../user/me";
import register from "../user/register";
import { honeypotFieldName } from "../../lib/forms/honeypot";
import { fakeRequest, fakeResponse, jsonPost, type FakeRequestInit } from "../../test-utils/fake-http";

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;

const endpoints: Record<string, Handler> = { subscription, outreach, login, logout, register, requirements };

const validPayloads: Record<string, Record<string, unknown>> = {
  subscription: { email: "ada@example.com" },
  outreach: { email: "ada@example.com", name: "Ada Lovelace", phone: "+1 555 010 9999", message: "A new app" },
  login: { email: "ada@example.com", password: "maple river lantern 42" },
  logout: {},
  register: {
    username: "ada",
    email: "ada@example.com",
    password: "maple river lantern 42",
    rePassword: "maple river lantern 42",
    TOS: true,
  },
  requirements: {
    companyName: "Acme",
    contactPerson: "Ada",
    emailAddress: "ada@example.com",
    projectName: "Site",
    briefDescription: "A site",
  },
};

let fetchCalls = 0;
let addressCounter = 0;

beforeEach(() => {
  fetchCalls = 0;
  process.env.DIRECTUS_URL = "http://cms.invalid";
  process.env.DIRECTUS_FORMS_TOKEN = "test-token";
  process.env.SESSION_SECRET = "s".repeat(40);
  // As a local server sets it: the origin the fake requests come from (test-utils/fake-http).
  process.env.FORMS_ALLOWED_ORIGINS = "http://127.0.0.1:9000";
  // Nothing in this table may reach Directus: any call is counted and fails the test.
  global.fetch = jest.fn(async () => {
    fetchCalls += 1;
    return new Response("{}", { status: 200 });
  }) as typeof fetch;
});

const call = async (endpoint: string, init: FakeRequestInit) => {
  const { res, recorded } = fakeResponse();
  addressCounter += 1;
  await endpoints[endpoint]!(fakeRequest({ remoteAddress: `198.51.100.${addressCounter % 250}`, ...init }), res);
  return recorded;
};

const withValid = (endpoint: string, change: Record<string, unknown>) => ({ ...validPayloads[endpoint], ...change });

/** [description, endpoint, request, expected status] */
const hostile: [string, string, FakeRequestInit, number][] = [
  ["GET instead of POST", "subscription", { method: "GET" }, 405],
  ["PUT instead of POST", "outreach", { ...jsonPost(validPayloads.outreach), method: "PUT" }, 405],
  ["DELETE on login", "login", { method: "DELETE" }, 405],
  ["OPTIONS on register", "register", { method: "OPTIONS" }, 405],
  [
    "form-encoded body",
    "subscription",
    { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40b.co" },
    415,
  ],
  ["text/plain body", "outreach", { headers: { "content-type": "text/plain" }, body: "{}" }, 415],
  ["no content type", "login", { body: "{}" }, 415],
  ["multipart body", "register", { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x--" }, 415],
  ["JSON lookalike type", "subscription", { headers: { "content-type": "application/jsonp" }, body: "{}" }, 415],
  ["oversize body", "outreach", jsonPost(withValid("outreach", { message: "x".repeat(40_000) })), 413],
  ["oversize declared length", "subscription", jsonPost(validPayloads.subscription, { "content-length": "999999" }), 413],
  ["broken JSON", "subscription", jsonPost('{"email": "ada@example.com"'), 400],
  ["empty body", "login", jsonPost(""), 400],
  ["JSON array", "register", jsonPost([validPayloads.register]), 400],
  ["JSON string", "outreach", jsonPost('"hello"'), 400],
  ["JSON null", "subscription", jsonPost("null"), 400],
  ["cross-site origin", "subscription", jsonPost(validPayloads.subscription, { origin: "https://evil.example" }), 403],
  ["cross-site fetch metadata", "login", jsonPost(validPayloads.login, { "sec-fetch-site": "cross-site" }), 403],
  ["same-site but other origin", "register", jsonPost(validPayloads.register, { "sec-fetch-site": "same-site" }), 403],
  ["filled honeypot", "outreach", jsonPost(withValid("outreach", { [honeypotFieldName]: "https://spam.example" })), 400],
  ["missing email", "subscription", jsonPost({}), 400],
  ["extra field", "subscription", jsonPost(withValid("subscription", { admin: true })), 400],
  ["__proto__ key", "subscription", jsonPost('{"email":"ada@example.com","__proto__":{"isAdmin":true}}'), 400],
  ["constructor key", "outreach", jsonPost(withValid("outreach", { constructor: { prototype: {} } })), 400],
  ["email as number", "subscription", jsonPost({ email: 12345 }), 400],
  ["email as array", "login", jsonPost(withValid("login", { email: ["ada@example.com"] })), 400],
  ["header injection in email", "subscription", jsonPost({ email: "ada@example.com\r\nBcc: all@example.com" }), 400],
  ["encoded newline in email", "outreach", jsonPost(withValid("outreach", { email: "ada@example.com%0aBcc:x@y.z" })), 400],
  ["over-long email", "subscription", jsonPost({ email: `${"a".repeat(250)}@example.com` }), 400],
  ["over-long name", "outreach", jsonPost(withValid("outreach", { name: "n".repeat(500) })), 400],
  ["name with line break", "outreach", jsonPost(withValid("outreach", { name: "Ada\nBcc: x" })), 400],
  ["phone with letters", "outreach", jsonPost(withValid("outreach", { phone: "call me maybe" })), 400],
  ["phone too short", "outreach", jsonPost(withValid("outreach", { phone: "12" })), 400],
  ["empty message", "outreach", jsonPost(withValid("outreach", { message: "   " })), 400],
  ["NUL in message", "outreach", jsonPost(withValid("outreach", { message: "hi\u0000there" })), 400],
  ["unicode lookalike email domain", "subscription", jsonPost({ email: "ada@exаmple.com" }), 400],
  ["right-to-left override in name", "outreach", jsonPost(withValid("outreach", { name: "Ada\u202e" })), 400],
  ["missing password", "login", jsonPost({ email: "ada@example.com" }), 400],
  ["password as object", "login", jsonPost(withValid("login", { password: { $ne: "" } })), 400],
  ["remember as string", "login", jsonPost(withValid("login", { remember: "yes" })), 400],
  ["passwords differ", "register", jsonPost(withValid("register", { rePassword: "something else entirely" })), 400],
  ["terms not accepted", "register", jsonPost(withValid("register", { TOS: false })), 400],
  ["short password", "register", jsonPost(withValid("register", { password: "short", rePassword: "short" })), 400],
  ["username with spaces", "register", jsonPost(withValid("register", { username: "ada lovelace" })), 400],
  ["role smuggled into registration", "register", jsonPost(withValid("register", { role: "administrator" })), 400],
  ["logout with a payload", "logout", jsonPost({ user: "someone" }), 400],
  ["requirements: unknown field", "requirements", jsonPost(withValid("requirements", { price: 0 })), 400],
  [
    "requirements: 501-character text",
    "requirements",
    jsonPost(withValid("requirements", { briefDescription: "b".repeat(501) })),
    400,
  ],
  ["requirements: select outside Yes/No", "requirements", jsonPost(withValid("requirements", { hasWebsite: "Maybe" })), 400],
  [
    "DNS rebinding: Host and Origin of the attacker's domain",
    "subscription",
    jsonPost(validPayloads.subscription, { host: "rebound.example", origin: "http://rebound.example" }),
    403,
  ],
  [
    "the serving host's own origin, not configured",
    "outreach",
    jsonPost(validPayloads.outreach, { host: "127.0.0.1:9300", origin: "http://127.0.0.1:9300" }),
    403,
  ],
  [
    "requirements: javascript: address",
    "requirements",
    jsonPost(withValid("requirements", { siteURL: "javascript:alert(1)" })),
    400,
  ],
  [
    "requirements: data: address",
    "requirements",
    jsonPost(withValid("requirements", { exampleSite1: "data:text/html,<script>alert(1)</script>" })),
    400,
  ],
  [
    "breached password",
    "register",
    jsonPost(withValid("register", { password: "Password123!", rePassword: "Password123!" })),
    400,
  ],
  ["e-mail starting with a formula character", "subscription", jsonPost({ email: "-2+3@example.com" }), 400],
];

describe("form Functions refuse hostile and malformed requests", () => {
  it("has a table of at least 40 cases", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile.map(([name, endpoint, init, status]) => ({ name, endpoint, init, status })))(
    "$name → $endpoint answers $status with a JSON message and stores nothing",
    async ({ endpoint, init, status }) => {
      const recorded = await call(endpoint, init);
      expect(recorded.status).toBe(status);
      expect(recorded.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(JSON.stringify(recorded.body)).not.toMatch(/at .+\.(ts|js):\d+/);
      expect(recorded.headers["cache-control"]).toBe("no-store");
      expect(fetchCalls).toBe(0);
    },
  );

  it("names the allowed method on 405", async () => {
    const recorded = await call("subscription", { method: "GET" });
    expect(recorded.headers.allow).toBe("POST");
  });

  it("names the fields at fault on 400", async () => {
    const recorded = await call("register", jsonPost(withValid("register", { rePassword: "different pass phrase" })));
    expect(recorded.body).toEqual({
      message: "Please check the highlighted fields.",
      fieldErrors: { rePassword: "The two passwords do not match." },
    });
  });

  it("limits each client address and says when to retry", async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const { res, recorded } = fakeResponse();
      await register(fakeRequest({ ...jsonPost({}), remoteAddress: "192.0.2.99" }), res);
      statuses.push(recorded.status);
      retryAfter = recorded.headers["retry-after"];
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("counts refusals before reading the body: the 11th multipart post from one address gets 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { res, recorded } = fakeResponse();
      const multipart = { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x--" };
      await outreach(fakeRequest({ ...multipart, remoteAddress: "192.0.2.98" }), res);
      statuses.push(recorded.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(415), 429, 429]);
  });

  it("names the password field for a breached password, with a message people understand", async () => {
    const recorded = await call(
      "register",
      jsonPost(withValid("register", { password: "Password123!", rePassword: "Password123!" })),
    );
    expect(recorded.body).toEqual({
      message: "Please check the highlighted fields.",
      fieldErrors: { password: expect.stringMatching(/leaked from other sites/) },
    });
  });

  it.each([
    ["SITE_URL", "www.northbeam.studio"],
    ["FORMS_ALLOWED_ORIGINS", "https://ok.example,not an origin"],
    ["TRUST_PROXY", "yes"],
  ])("answers 503 naming %s when it is not valid, for every endpoint", async (variable, value) => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    process.env[variable] = value;
    try {
      for (const endpoint of Object.keys(endpoints)) {
        const recorded = await call(endpoint, jsonPost(validPayloads[endpoint]));
        expect([endpoint, recorded.status]).toEqual([endpoint, 503]);
        expect((recorded.body as { message: string }).message).toContain(`the site's ${variable} setting is not valid`);
      }
      const { res, recorded } = fakeResponse();
      await me(fakeRequest({ method: "GET" }), res);
      expect(recorded.status).toBe(503);
    } finally {
      delete process.env[variable];
      jest.restoreAllMocks();
    }
    expect(fetchCalls).toBe(0);
  });

  it("answers 503 with a message, not a crash, when Directus cannot be reached", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const recorded = await call("subscription", jsonPost(validPayloads.subscription));
    expect(recorded.status).toBe(503);
    expect(recorded.body).toEqual({ message: expect.stringMatching(/could not reach/) });
  });
});
