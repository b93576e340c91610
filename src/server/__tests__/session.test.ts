/**
 * @jest-environment node
 */
import {
  clearedSessionCookies,
  createSessionToken,
  isLocalHost,
  readSessionToken,
  sessionCookies,
  sessionExpiry,
} from "../session";

const secret = "k".repeat(48);
const now = Date.UTC(2026, 0, 1);

describe("session tokens", () => {
  it("round-trips a signed session until it expires", () => {
    const token = createSessionToken({ userId: "5f0c-user", expiresAt: now + 1000 }, secret);
    expect(readSessionToken(token, secret, now)).toEqual({ userId: "5f0c-user", expiresAt: now + 1000 });
    expect(readSessionToken(token, secret, now + 1000)).toBeNull();
  });

  it.each([
    ["another secret", (token: string) => token, "x".repeat(48)],
    ["a changed user", (token: string) => `${Buffer.from("admin").toString("base64url")}.${token.split(".").slice(1).join(".")}`, secret],
    ["a later expiry", (token: string) => token.replace(/\.(\d+)\./, `.${now + 10 ** 12}.`), secret],
    ["a truncated token", (token: string) => token.slice(0, -3), secret],
    ["garbage", () => "not-a-token", secret],
  ])("refuses a token with %s", (_case, tamper, readWith) => {
    const token = createSessionToken({ userId: "user", expiresAt: now + 60_000 }, secret);
    expect(readSessionToken(tamper(token), readWith, now)).toBeNull();
  });

  it("lasts 30 days when remembered, hours otherwise", () => {
    expect(sessionExpiry(true, now) - now).toBe(30 * 24 * 3600 * 1000);
    expect(sessionExpiry(false, now) - now).toBeLessThan(24 * 3600 * 1000);
  });
});

describe("session cookies", () => {
  it("are HttpOnly, SameSite=Lax, Secure outside localhost; 30 days only when remembered", () => {
    const [session, marker] = sessionCookies("token", true, true);
    expect(session).toBe("nb_session=token; Path=/; SameSite=Lax; HttpOnly; Secure; Max-Age=2592000");
    expect(marker).toBe("nb_logged_in=1; Path=/; SameSite=Lax; Secure; Max-Age=2592000");
    const [browserSession] = sessionCookies("token", false, false);
    expect(browserSession).toBe("nb_session=token; Path=/; SameSite=Lax; HttpOnly");
  });

  it("are expired on logout", () => {
    expect(clearedSessionCookies(false)).toEqual([
      "nb_session=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0",
      "nb_logged_in=; Path=/; SameSite=Lax; Max-Age=0",
    ]);
  });

  it("treats only loopback hosts as local", () => {
    expect(isLocalHost("127.0.0.1:9000")).toBe(true);
    expect(isLocalHost("localhost")).toBe(true);
    expect(isLocalHost("www.northbeam.studio")).toBe(false);
    expect(isLocalHost("localhost.evil.example")).toBe(false);
  });
});
