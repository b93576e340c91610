import { randomBytes } from "node:crypto";
import { directusRequest, unavailable, type DirectusSettings } from "./directus";
import { keyedHash } from "./secret-keys";
import { rememberedSessionDays } from "./session-cookie";

/** A session that lasts the browser's session still ends on the server after this long. */
const browserSessionHours = 12;

/** The row id of a cookie value: a keyed hash, so the CMS never holds a usable cookie. */
const sessionRowId = (token: string): string => keyedHash("site-session", token);

const sessionExpiry = (remember: boolean, now = Date.now()): Date =>
  new Date(now + (remember ? rememberedSessionDays * 24 : browserSessionHours) * 60 * 60 * 1000);

export interface SignedInMember {
  id: string;
  name: string;
}

/** A session about to be opened: the cookie's value, and the id and expiry the CMS keeps. */
export interface NewSession {
  token: string;
  id: string;
  expires: Date;
}

/** A new session (30 days with 'Stay logged in?', else the browser's session): 32 random bytes. */
export const newSession = (remember: boolean): NewSession => {
  const token = randomBytes(32).toString("base64url");
  return { token, id: sessionRowId(token), expires: sessionExpiry(remember) };
};

/** Forgets a session (logout). Already gone counts as done. */
export const endSession = async (settings: DirectusSettings, token: string): Promise<void> => {
  const { status } = await directusRequest(settings, "/site-members/logout", {
    method: "POST",
    body: { id: sessionRowId(token) },
  });
  if (status !== 204) throw unavailable();
};

/**
 * The member a cookie value signs in, or null: the session must exist and be unexpired, its
 * member still an active site member, and their password unchanged since the login (the CMS
 * checks all of it and forgets a session that fails).
 */
export const memberOfSession = async (settings: DirectusSettings, token: string): Promise<SignedInMember | null> => {
  const { status, body } = await directusRequest(settings, "/site-members/session", {
    method: "POST",
    body: { id: sessionRowId(token) },
  });
  const data = (body as { data?: { member?: SignedInMember | null } } | null)?.data;
  if (status !== 200 || !data || data.member === undefined) throw unavailable();
  return data.member;
};
