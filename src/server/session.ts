import { createHmac, timingSafeEqual } from "node:crypto";
import { loggedInCookie as loggedInCookieName } from "../lib/session-state";
import { HttpError } from "./http-error";
import { runtimeEnv } from "./runtime-env";

/**
 * Login sessions as a signed cookie: `<user id>.<expiry>.<signature>`. The signature (HMAC
 * with SESSION_SECRET) makes it impossible to forge; HttpOnly keeps it out of scripts.
 */
export const sessionCookieName = "nb_session";

export const rememberedSessionDays = 30;
/** A session cookie that the browser drops when it closes still expires on the server side. */
const browserSessionHours = 12;

export interface Session {
  userId: string;
  expiresAt: number;
}

const sign = (payload: string, secret: string): string => createHmac("sha256", secret).update(payload).digest("base64url");

/** Read when the Function runs (see runtimeEnv). */
export const sessionSecret = (secret: string | undefined = runtimeEnv("SESSION_SECRET")): string => {
  if (!secret || secret.length < 32) {
    throw new HttpError(503, "Logging in is not available right now (SESSION_SECRET is not configured).");
  }
  return secret;
};

export const createSessionToken = (session: Session, secret: string): string => {
  const payload = `${Buffer.from(session.userId).toString("base64url")}.${session.expiresAt}`;
  return `${payload}.${sign(payload, secret)}`;
};

export const readSessionToken = (token: string | undefined, secret: string, now = Date.now()): Session | null => {
  const [user, expiry, signature] = token?.split(".") ?? [];
  if (!user || !expiry || !signature) return null;
  const expected = Buffer.from(sign(`${user}.${expiry}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = Number(expiry);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return { userId: Buffer.from(user, "base64url").toString(), expiresAt };
};

export const sessionExpiry = (remember: boolean, now = Date.now()): number =>
  now + (remember ? rememberedSessionDays * 24 : browserSessionHours) * 60 * 60 * 1000;

interface CookieOptions {
  /** Secure everywhere but on localhost, where the site is served over plain HTTP. */
  secure: boolean;
  /** Max-Age in seconds; absent for a cookie that lasts the browser session. */
  maxAgeSeconds?: number;
  httpOnly: boolean;
}

export const serializeCookie = (name: string, value: string, options: CookieOptions): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "SameSite=Lax",
    options.httpOnly ? "HttpOnly" : "",
    options.secure ? "Secure" : "",
    options.maxAgeSeconds !== undefined ? `Max-Age=${options.maxAgeSeconds}` : "",
  ]
    .filter(Boolean)
    .join("; ");

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLocalHost = (hostHeader: string | undefined): boolean =>
  localHosts.has((hostHeader ?? "").replace(/:\d+$/, "").toLowerCase());

/** The Set-Cookie headers that start a session (`remember`: 30 days, else browser session). */
export const sessionCookies = (token: string, remember: boolean, secure: boolean): string[] => {
  const maxAgeSeconds = remember ? rememberedSessionDays * 24 * 60 * 60 : undefined;
  return [
    serializeCookie(sessionCookieName, token, { secure, httpOnly: true, maxAgeSeconds }),
    serializeCookie(loggedInCookieName, "1", { secure, httpOnly: false, maxAgeSeconds }),
  ];
};

export const clearedSessionCookies = (secure: boolean): string[] => [
  serializeCookie(sessionCookieName, "", { secure, httpOnly: true, maxAgeSeconds: 0 }),
  serializeCookie(loggedInCookieName, "", { secure, httpOnly: false, maxAgeSeconds: 0 }),
];
