import { registerSchema } from "../../lib/forms/schemas";
import { directusSettings } from "../../server/directus";
import { formEndpoint, formFunctionConfig } from "../../server/form-endpoint";
import { registerMember } from "../../server/members";

// Destructured on purpose: see `formFunctionConfig` for why not `export const config =`.
export const { config } = { config: formFunctionConfig };

/** POST /api/user/register {username, email, password, rePassword, TOS}: 201 when done. */
export default formEndpoint({
  schema: registerSchema,
  rateLimit: { limit: 5, windowMs: 10 * 60_000 },
  handle: async ({ username, email, password }) => {
    await registerMember(directusSettings(), { username, email, password });
    return { status: 201, body: { message: "Registration was successful!" } };
  },
});
