import { directusErrorCodes, directusRequest, unavailable, type DirectusSettings } from "./directus";
import { HttpError } from "./http-error";
import type { NewSession, SignedInMember } from "./site-sessions";

/**
 * Site members are asked about through the CMS's "site-members" endpoints
 * (cms/extensions/site-members), one member at a time: the forms token reads no user list and
 * no session, and the site's password checks never touch Directus's own /auth/login.
 */

export const invalidCredentials = () => new HttpError(401, "The email or password is not correct.");

interface MemberAnswer {
  data?: { member?: SignedInMember | null };
}

/**
 * Checks an active member's password and, when it is right, stores `session` for them;
 * resolves with the member, or null for a wrong password, an unknown or unconfirmed address,
 * or staff (whose passwords are never checked through the site).
 */
export const logIn = async (
  settings: DirectusSettings,
  login: { email: string; password: string; session: NewSession },
): Promise<SignedInMember | null> => {
  const { status, body } = await directusRequest(settings, "/site-members/login", {
    method: "POST",
    body: {
      email: login.email.toLowerCase(),
      password: login.password,
      session: { id: login.session.id, expires: login.session.expires.toISOString() },
    },
  });
  if (status === 401) return null;
  const member = (body as MemberAnswer | null)?.data?.member;
  if (status !== 200 || !member) throw unavailable();
  return member;
};

/**
 * Registers a member, who can log in once they open the link the CMS e-mails to the address
 * (it leads to `next`). An address that already has an account, or a pending one, gets the
 * same answer as a new one, so the form cannot tell who has an account; only a taken
 * username is told, the same way whatever the address.
 */
export const registerMember = async (
  settings: DirectusSettings,
  member: { username: string; email: string; password: string; next: string },
): Promise<void> => {
  const { status, body } = await directusRequest(settings, "/site-members/register", {
    method: "POST",
    body: { ...member, email: member.email.toLowerCase() },
  });
  if (status === 202) return;
  if (status === 409 && directusErrorCodes(body).includes("USERNAME_TAKEN")) {
    throw new HttpError(400, "Please check the highlighted fields.", {
      fieldErrors: { username: "This username is taken; please choose another." },
    });
  }
  throw unavailable();
};
