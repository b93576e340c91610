/**
 * @jest-environment node
 */
import {
  afterConfirmation,
  confirmationClaims,
  credentialStamp,
  credentials,
  isSiteAddress,
  registration,
  sessionId,
  sessionIsLive,
} from "../../extensions/site-members/lib.mjs";

const memberRole = "role-member";
const hash = "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA";
const member = { status: "active", role: memberRole, password: hash };
const future = new Date(Date.now() + 60_000).toISOString();

describe("credentialStamp", () => {
  it("is the same for the same hash and different for another", () => {
    expect(credentialStamp(hash)).toBe(credentialStamp(hash));
    expect(credentialStamp(hash)).not.toBe(credentialStamp(`${hash}x`));
    expect(credentialStamp(hash)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("sessionIsLive", () => {
  const session = { expires: future, credential_stamp: credentialStamp(hash) };

  it("is true for an unexpired session of an active member whose password has not changed", () => {
    expect(sessionIsLive(session, member, memberRole)).toBe(true);
  });

  it.each([
    ["the password changed since", { ...member, password: "$argon2id$another" }, session],
    ["the member is suspended", { ...member, status: "suspended" }, session],
    ["the member is not confirmed", { ...member, status: "unverified" }, session],
    ["the user is staff", { ...member, role: "role-staff" }, session],
    ["the session expired", member, { ...session, expires: new Date(Date.now() - 1000).toISOString() }],
    ["the session predates stamps", member, { ...session, credential_stamp: null }],
  ])("is false when %s", (_name, user, stored) => {
    expect(sessionIsLive(stored, user, memberRole)).toBe(false);
  });

  it("is false without a member", () => {
    expect(sessionIsLive(session, undefined, memberRole)).toBe(false);
  });
});

describe("request bodies", () => {
  const good = { username: "ada", email: " Ada@Example.TEST ", password: "a long passphrase", next: "https://site.test/login/" };

  it("takes a registration, the address trimmed and lower-cased", () => {
    expect(registration(good)).toEqual({ value: { ...good, email: "ada@example.test" } });
  });

  it.each([
    ["username", { ...good, username: " " }],
    ["email", { ...good, email: "not an address" }],
    ["password", { ...good, password: "short" }],
    ["next", { ...good, next: "javascript:alert(1)" }],
    ["next", { ...good, next: "https://user:pw@site.test/" }],
  ])("names the first bad field of a registration (%s)", (problem, body) => {
    expect(registration(body)).toEqual({ problem });
  });

  it("takes a login with a session of a 64-hex id and a future expiry", () => {
    const body = { email: "A@B.test", password: "pw", session: { id: "f".repeat(64), expires: future } };
    expect(credentials(body)).toEqual({ value: { email: "a@b.test", password: "pw", session: body.session } });
    expect(credentials({ ...body, session: { id: "nope", expires: future } })).toEqual({ problem: "session" });
    expect(credentials({ ...body, session: { ...body.session, expires: "2001-01-01T00:00:00Z" } })).toEqual({
      problem: "session",
    });
    expect(credentials({ ...body, password: "" })).toEqual({ problem: "email or password" });
  });

  it("takes only a 64-hex session id", () => {
    expect(sessionId({ id: "0".repeat(64) })).toBe("0".repeat(64));
    expect(sessionId({ id: "0".repeat(63) })).toBeNull();
    expect(sessionId(null)).toBeNull();
  });
});

describe("where a confirmation link leads", () => {
  it("accepts http(s) pages only", () => {
    expect(isSiteAddress("https://www.northbeam.studio/login/")).toBe(true);
    expect(isSiteAddress("http://127.0.0.1:9100/login/")).toBe(true);
    expect(isSiteAddress("javascript:alert(1)")).toBe(false);
    expect(isSiteAddress("")).toBe(false);
  });

  it("tells the page how the confirmation went", () => {
    expect(afterConfirmation("https://site.test/login/", true)).toBe("https://site.test/login/?confirmed=1");
    expect(afterConfirmation("https://site.test/login/?a=b", false)).toBe("https://site.test/login/?a=b&confirmed=0");
  });
});

describe("confirmationClaims", () => {
  const claims = { scope: "site-member-confirm", id: "u1", stamp: "abc", next: "https://site.test/login/" };

  it("takes our confirmation token's payload", () => {
    expect(confirmationClaims({ ...claims, iat: 1, exp: 2, iss: "x" })).toEqual({ id: "u1", stamp: "abc", next: claims.next });
  });

  it.each([
    ["another scope", { ...claims, scope: "password-reset" }],
    ["no id", { ...claims, id: undefined }],
    ["a script address", { ...claims, next: "javascript:alert(1)" }],
    ["a string payload", "site-member-confirm"],
  ])("refuses %s", (_name, payload) => {
    expect(confirmationClaims(payload)).toBeNull();
  });
});
