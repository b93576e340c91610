import { logoutSchema } from "../../lib/forms/schemas";
import { directusSettings } from "../../server/directus";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";
import { clearedSessionCookies, sessionToken } from "../../server/session-cookie";
import { endSession } from "../../server/site-sessions";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/** POST /api/user/logout {}: revokes the session on the server and clears both cookies. */
export default formEndpoint({
  schema: logoutSchema,
  addressLimit: addressLimits.logout,
  handle: async (_payload, req) => {
    const token = sessionToken(req);
    if (token) await endSession(directusSettings(), token);
    return { status: 200, body: { message: "You are logged out." }, headers: { "Set-Cookie": clearedSessionCookies() } };
  },
});
