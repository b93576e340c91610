import { logoutSchema } from "../../lib/forms/schemas";
import { formEndpoint, formFunctionConfig } from "../../server/form-endpoint";
import { clearedSessionCookies, isLocalHost } from "../../server/session";

// Destructured on purpose: see `formFunctionConfig` for why not `export const config =`.
export const { config } = { config: formFunctionConfig };

/** POST /api/user/logout {}: ends the session by expiring both cookies. */
export default formEndpoint({
  schema: logoutSchema,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handle: async (_payload, req) => ({
    status: 200,
    body: { message: "You are logged out." },
    headers: { "Set-Cookie": clearedSessionCookies(!isLocalHost(req.headers.host)) },
  }),
});
