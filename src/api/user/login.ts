import { loginSchema } from "../../lib/forms/schemas";
import { directusSettings } from "../../server/directus";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";
import { loginAttempts } from "../../server/login-attempts";
import { findMember, invalidCredentials, passwordMatches } from "../../server/members";
import { sessionCookies } from "../../server/session-cookie";
import { pruneExpiredSessions, startSession } from "../../server/site-sessions";
import { settleNoSoonerThan } from "../../server/steady-timing";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/**
 * A refusal never comes sooner than this: Directus takes about half a second to refuse a
 * member's wrong password (its own stall), the site refuses staff and unknown addresses
 * without asking it, and all of them answer alike.
 */
const refusalMs = 1000;

/**
 * POST /api/user/login {email, password, remember}: site members only. 201 and a session
 * cookie (a random id kept on the server; 30 days with 'Stay logged in?', else the browser
 * session); staff, unknown addresses and wrong passwords get the same 401.
 */
export default formEndpoint({
  schema: loginSchema,
  addressLimit: addressLimits.login,
  handle: async ({ email, password, remember }) => {
    const settings = directusSettings();
    const attempts = loginAttempts(email);
    // Refused at once while the account rests: that answer is the same for every address.
    await attempts.reserve();
    const memberId = await settleNoSoonerThan(refusalMs, async () => {
      const member = await findMember(settings, email);
      const valid = member?.status === "active" && (await passwordMatches(settings, member, email, password));
      if (!valid || !member) throw invalidCredentials();
      return member.id;
    });
    await attempts.succeeded();
    const token = await startSession(settings, memberId, remember);
    await pruneExpiredSessions(settings);
    return {
      status: 201,
      body: { message: "Login was successful!" },
      headers: { "Set-Cookie": sessionCookies(token, remember) },
    };
  },
});
