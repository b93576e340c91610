import { loginSchema } from "../../lib/forms/schemas";
import { directusSettings } from "../../server/directus";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";
import { loginAttempts } from "../../server/login-attempts";
import { clientAddress } from "../../server/client-address";
import { invalidCredentials, logIn } from "../../server/members";
import { sessionCookies } from "../../server/session-cookie";
import { newSession } from "../../server/site-sessions";
import { settleNoSoonerThan } from "../../server/steady-timing";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/**
 * An answer never comes sooner than this, so that the time a refusal takes tells nothing
 * (the CMS checks one argon2 hash on every path; a busy machine still varies).
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
  handle: async ({ email, password, remember }, req) => {
    const settings = directusSettings();
    const attempts = loginAttempts(email, clientAddress(req));
    // Refused at once while this address or the account rests: the same for every account.
    await attempts.reserve();
    const session = newSession(remember);
    await settleNoSoonerThan(refusalMs, async () => {
      if (!(await logIn(settings, { email, password, session }))) throw invalidCredentials();
    });
    await attempts.succeeded();
    return {
      status: 201,
      body: { message: "Login was successful!" },
      headers: { "Set-Cookie": sessionCookies(session.token, remember) },
    };
  },
});
