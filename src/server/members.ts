import { directusRequest, unavailable, type DirectusErrorBody, type DirectusSettings } from "./directus";
import { HttpError } from "./http-error";

export const invalidCredentials = () => new HttpError(401, "The email or password is not correct.");

interface MemberRow {
  id: string;
  status: string;
}

/**
 * The site member with this e-mail, or null. The forms token may read users of the "Site
 * member" role only, so staff (editors, the admin) are never found here and their
 * passwords are never checked through the site.
 */
export const findMember = async (settings: DirectusSettings, email: string): Promise<MemberRow | null> => {
  const filter = encodeURIComponent(JSON.stringify({ email: { _eq: email.toLowerCase() } }));
  const { status, body } = await directusRequest(settings, `/users?filter=${filter}&fields=id,status&limit=1`, { method: "GET" });
  if (status !== 200) throw unavailable();
  return (body as { data?: MemberRow[] } | null)?.data?.[0] ?? null;
};

interface LoginResponse {
  data?: { access_token?: string; refresh_token?: string };
}

const userIdFromAccessToken = (token: string): string | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { id?: unknown };
    return typeof payload.id === "string" ? payload.id : null;
  } catch {
    return null;
  }
};

/**
 * Checks a member's password with Directus (which keeps the argon2 hashes): true when it is
 * right. The Directus session that the check opens is closed again at once, so no refresh
 * session is left behind in directus_sessions; the site keeps its own session.
 */
export const passwordMatches = async (
  settings: DirectusSettings,
  member: MemberRow,
  email: string,
  password: string,
): Promise<boolean> => {
  const { status, body } = await directusRequest(settings, "/auth/login", {
    method: "POST",
    auth: false,
    body: { email, password, mode: "json" },
  });
  if (status === 401 || status === 400 || status === 403) return false;
  const tokens = (body as LoginResponse | null)?.data;
  if (status !== 200 || !tokens?.access_token || !tokens.refresh_token) throw unavailable();
  await directusRequest(settings, "/auth/logout", {
    method: "POST",
    auth: false,
    body: { refresh_token: tokens.refresh_token, mode: "json" },
  });
  return userIdFromAccessToken(tokens.access_token) === member.id;
};

/**
 * Creates a member account. The forms token's policy presets the member role, so nothing
 * sent here can make an editor. An address already registered gives the same answer as a
 * new one, so the form cannot be used to find out who has an account.
 */
export const registerMember = async (
  settings: DirectusSettings,
  member: { username: string; email: string; password: string },
): Promise<void> => {
  const { status, body } = await directusRequest(settings, "/users", {
    method: "POST",
    body: {
      email: member.email.toLowerCase(),
      password: member.password,
      username: member.username,
      first_name: member.username,
    },
  });
  if (status === 200 || status === 204) return;
  const duplicates = ((body as DirectusErrorBody | null)?.errors ?? [])
    .filter((error) => error.extensions?.code === "RECORD_NOT_UNIQUE")
    .map((error) => (error.extensions as { field?: string } | undefined)?.field);
  if (duplicates.includes("username")) {
    throw new HttpError(400, "Please check the highlighted fields.", {
      fieldErrors: { username: "This username is taken; please choose another." },
    });
  }
  if (duplicates.length > 0) return;
  throw unavailable();
};
