import { randomBytes } from "node:crypto";
import { directusRequest, unavailable, type DirectusSettings } from "./directus";
import { keyedHash } from "./secret-keys";
import { rememberedSessionDays } from "./session-cookie";

/** A session that lasts the browser's session still ends on the server after this long. */
const browserSessionHours = 12;

const collection = "/items/site_sessions";

/** The row id of a cookie value: a keyed hash, so the CMS never holds a usable cookie. */
const sessionRowId = (token: string): string => keyedHash("site-session", token);

const sessionExpiry = (remember: boolean, now = Date.now()): Date =>
  new Date(now + (remember ? rememberedSessionDays * 24 : browserSessionHours) * 60 * 60 * 1000);

/** Opens a session for a member; returns the cookie value (32 random bytes). */
export const startSession = async (settings: DirectusSettings, memberId: string, remember: boolean): Promise<string> => {
  const token = randomBytes(32).toString("base64url");
  const { status } = await directusRequest(settings, collection, {
    method: "POST",
    body: { id: sessionRowId(token), member: memberId, expires: sessionExpiry(remember).toISOString() },
  });
  if (status !== 200 && status !== 204) throw unavailable();
  return token;
};

/**
 * Deletes every expired session, as each login does: sessions that browsers abandoned would
 * otherwise stay in the CMS for good. Best effort: a failure here never fails a login.
 */
export const pruneExpiredSessions = async (settings: DirectusSettings): Promise<void> => {
  try {
    await directusRequest(settings, collection, { method: "DELETE", body: { query: { filter: { expires: { _lt: "$NOW" } } } } });
  } catch {
    // The next login tries again.
  }
};

interface SessionRow {
  expires: string;
  member: { id: string; status: string; first_name: string | null; username: string | null } | null;
}

export interface SignedInMember {
  id: string;
  name: string;
}

/** Forgets a session (logout, or one found expired). Already gone counts as done. */
export const endSession = async (settings: DirectusSettings, token: string): Promise<void> => {
  const { status } = await directusRequest(settings, `${collection}/${sessionRowId(token)}`, { method: "DELETE" });
  if (status !== 204 && status !== 403 && status !== 404) throw unavailable();
};

/**
 * The member a cookie value belongs to, or null: the session must exist, be unexpired,
 * and its member must still be an active site member (the forms token reads members only).
 */
export const memberOfSession = async (
  settings: DirectusSettings,
  token: string,
  now = Date.now(),
): Promise<SignedInMember | null> => {
  const fields = "expires,member.id,member.status,member.first_name,member.username";
  const { status, body } = await directusRequest(settings, `${collection}/${sessionRowId(token)}?fields=${fields}`, {
    method: "GET",
  });
  if (status === 403 || status === 404) return null;
  const row = (body as { data?: SessionRow } | null)?.data;
  if (status !== 200 || !row) throw unavailable();
  if (Date.parse(row.expires) <= now) {
    await endSession(settings, token);
    return null;
  }
  if (!row.member || row.member.status !== "active") return null;
  return { id: row.member.id, name: row.member.first_name || row.member.username || "Member" };
};
