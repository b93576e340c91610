import type { GatsbyFunctionRequest } from "gatsby";
import { loggedInCookie } from "../lib/session-state";
import { usesHttps } from "./site-origin";

export const rememberedSessionDays = 30;

/**
 * Over HTTPS the session cookie carries the `__Host-` prefix: the browser then only keeps it
 * Secure, for this exact host and path /, so no subdomain can set or overwrite it. A site on
 * plain HTTP (local development only) cannot use the prefix.
 */
export const sessionCookieName = (secure: boolean = usesHttps()): string => (secure ? "__Host-nb_session" : "nb_session");

interface CookieOptions {
  secure: boolean;
  /** Max-Age in seconds; absent for a cookie that lasts the browser session. */
  maxAgeSeconds?: number;
  httpOnly: boolean;
}

const serializeCookie = (name: string, value: string, options: CookieOptions): string =>
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

/**
 * The Set-Cookie headers that start a session (`remember`: 30 days, else the browser
 * session): the HttpOnly session id, and a readable hint that tells the page's scripts it is
 * worth asking `/api/user/me` (it proves nothing; the server checks every use).
 */
export const sessionCookies = (token: string, remember: boolean, secure: boolean = usesHttps()): string[] => {
  const maxAgeSeconds = remember ? rememberedSessionDays * 24 * 60 * 60 : undefined;
  return [
    serializeCookie(sessionCookieName(secure), token, { secure, httpOnly: true, maxAgeSeconds }),
    serializeCookie(loggedInCookie, "1", { secure, httpOnly: false, maxAgeSeconds }),
  ];
};

export const clearedSessionCookies = (secure: boolean = usesHttps()): string[] => [
  serializeCookie(sessionCookieName(secure), "", { secure, httpOnly: true, maxAgeSeconds: 0 }),
  serializeCookie(loggedInCookie, "", { secure, httpOnly: false, maxAgeSeconds: 0 }),
];

/** The session cookie's value, if the request carries one. */
export const sessionToken = (req: GatsbyFunctionRequest): string | undefined => {
  const value = (req.cookies as Record<string, string | undefined> | undefined)?.[sessionCookieName()];
  return value ? value : undefined;
};
