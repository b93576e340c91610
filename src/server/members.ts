import { directusRequest, unavailable, type DirectusErrorBody, type DirectusSettings } from "./directus";
import { HttpError } from "./http-error";

/** Directus's answer to a login; the user id is read from the token Directus just issued. */
interface LoginResponse {
  data?: { access_token?: string };
}

const userIdFromAccessToken = (token: string): string | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { id?: unknown };
    return typeof payload.id === "string" ? payload.id : null;
  } catch {
    return null;
  }
};

export const invalidCredentials = () => new HttpError(401, "The email or password is not correct.");

/** Checks a member's credentials with Directus (which stores argon2 hashes); returns their id. */
export const verifyMember = async (settings: DirectusSettings, email: string, password: string): Promise<string> => {
  const { status, body } = await directusRequest(settings, "/auth/login", {
    method: "POST",
    auth: false,
    body: { email, password },
  });
  if (status === 401 || status === 400 || status === 403) throw invalidCredentials();
  const token = (body as LoginResponse | null)?.data?.access_token;
  const userId = status === 200 && token ? userIdFromAccessToken(token) : null;
  if (!userId) throw invalidCredentials();
  return userId;
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
    body: { email: member.email.toLowerCase(), password: member.password, username: member.username, first_name: member.username },
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
