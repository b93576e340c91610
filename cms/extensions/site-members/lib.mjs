/**
 * The pure rules of the "site-members" endpoints (index.mjs holds the Directus side), kept
 * apart so they are unit-tested without a CMS (cms/test/__tests__/site-members.test.ts).
 */
import { createHash } from "node:crypto";

/** A session id is the keyed hash the Functions make of the cookie's value (src/server/site-sessions.ts). */
const sessionIdPattern = /^[0-9a-f]{64}$/;

/** What a confirmation link's token carries besides its expiry. */
export const confirmScope = "site-member-confirm";

/** How long a confirmation link works; a pending registration is removed a day after that. */
export const confirmHours = 48;
export const pendingKeepHours = confirmHours + 24;

/**
 * A fingerprint of a member's current password hash. Sessions and confirmation links carry
 * it, so a password change (in the app, by a reset, by anyone) ends every session opened
 * before, and a link made for one registration cannot confirm a later one's password.
 * @param {string | null | undefined} passwordHash
 */
export const credentialStamp = (passwordHash) =>
  createHash("sha256")
    .update(`site-member-credential\n${passwordHash ?? ""}`)
    .digest("hex");

/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value : "");

/**
 * A request body's fields as the endpoints take them, or the name of the first one that is
 * missing or malformed. The Functions validate first; this keeps the CMS safe on its own.
 * @param {unknown} body
 */
export const registration = (body) => {
  const fields = /** @type {Record<string, unknown>} */ (body ?? {});
  const username = text(fields.username).trim();
  const email = text(fields.email).trim().toLowerCase();
  const password = text(fields.password);
  const next = text(fields.next);
  if (username.length < 1 || username.length > 64) return { problem: "username" };
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return { problem: "email" };
  if (password.length < 8 || password.length > 256) return { problem: "password" };
  if (!isSiteAddress(next)) return { problem: "next" };
  return { value: { username, email, password, next } };
};

/**
 * @param {unknown} body
 */
export const credentials = (body) => {
  const fields = /** @type {Record<string, unknown>} */ (body ?? {});
  const email = text(fields.email).trim().toLowerCase();
  const password = text(fields.password);
  const session = /** @type {Record<string, unknown>} */ (fields.session ?? {});
  const id = text(session.id);
  const expires = Date.parse(text(session.expires));
  if (!email || email.length > 254 || !password || password.length > 256) return { problem: "email or password" };
  if (!sessionIdPattern.test(id) || !Number.isFinite(expires) || expires <= Date.now()) return { problem: "session" };
  return { value: { email, password, session: { id, expires: new Date(expires).toISOString() } } };
};

/** @param {unknown} body */
export const sessionId = (body) => {
  const id = text(/** @type {Record<string, unknown>} */ (body ?? {}).id);
  return sessionIdPattern.test(id) ? id : null;
};

/**
 * Where a confirmed member is sent: an http(s) page, no credentials in it. The address is
 * signed into the link's token, so only the site's Functions (the forms token) choose it.
 * @param {string} value
 */
export const isSiteAddress = (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * What a verified confirmation token says, or null when it is not one of ours.
 * @param {unknown} payload
 * @returns {{ id: string, stamp: string, next: string } | null}
 */
export const confirmationClaims = (payload) => {
  if (!payload || typeof payload !== "object") return null;
  const { scope, id, stamp, next } = /** @type {Record<string, unknown>} */ (payload);
  if (scope !== confirmScope || typeof id !== "string" || typeof stamp !== "string" || typeof next !== "string") return null;
  return isSiteAddress(next) ? { id, stamp, next } : null;
};

/**
 * The page a confirmation link leads to, told how it went.
 * @param {string} next
 * @param {boolean} confirmed
 */
export const afterConfirmation = (next, confirmed) => {
  const url = new URL(next);
  url.searchParams.set("confirmed", confirmed ? "1" : "0");
  return url.toString();
};

/**
 * The name the site greets a member with.
 * @param {{ first_name?: string | null, username?: string | null }} user
 */
export const memberName = (user) => user.first_name || user.username || "Member";

/**
 * Whether a stored session still signs its member in: unexpired, the member active and of
 * the member role, and the password unchanged since the session was opened.
 * @param {{ expires: string | Date, credential_stamp: string | null }} session
 * @param {{ status: string, role: string | null, password: string | null } | undefined} member
 * @param {string} memberRoleId
 * @param {number} now
 */
export const sessionIsLive = (session, member, memberRoleId, now = Date.now()) =>
  Boolean(member) &&
  member?.status === "active" &&
  member.role === memberRoleId &&
  new Date(session.expires).getTime() > now &&
  session.credential_stamp === credentialStamp(member.password);
