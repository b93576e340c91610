import { loginSchema } from "../../lib/forms/schemas";
import { directusSettings } from "../../server/directus";
import { formEndpoint, formFunctionConfig } from "../../server/form-endpoint";
import { verifyMember } from "../../server/members";
import { createSessionToken, isLocalHost, sessionCookies, sessionExpiry, sessionSecret } from "../../server/session";

// Destructured on purpose: see `formFunctionConfig` for why not `export const config =`.
export const { config } = { config: formFunctionConfig };

/**
 * POST /api/user/login {email, password, remember}: 201 and a session cookie (HttpOnly,
 * SameSite=Lax, Secure outside localhost) for the browser session, or 30 days when
 * 'Stay logged in?' was ticked. Wrong credentials: one generic 401.
 */
export default formEndpoint({
  schema: loginSchema,
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  handle: async ({ email, password, remember }, req) => {
    const userId = await verifyMember(directusSettings(), email, password);
    const token = createSessionToken({ userId, expiresAt: sessionExpiry(remember) }, sessionSecret());
    return {
      status: 201,
      body: { message: "Login was successful!" },
      headers: { "Set-Cookie": sessionCookies(token, remember, !isLocalHost(req.headers.host)) },
    };
  },
});
