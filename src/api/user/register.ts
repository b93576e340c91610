import { registerSchema } from "../../lib/forms/schemas";
import { refuseBreachedPassword } from "../../server/breached-passwords";
import { directusSettings } from "../../server/directus";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";
import { registerMember } from "../../server/members";
import { settleNoSoonerThan } from "../../server/steady-timing";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/**
 * Directus answers a new address (it hashes the password, then stores the user) and one
 * already registered (refused by the unique index) at different speeds; every answer here
 * takes at least this long, so the form cannot be used to find out who has an account.
 */
const answerMs = 1200;

/** POST /api/user/register {username, email, password, rePassword, TOS}: 201 when done. */
export default formEndpoint({
  schema: registerSchema,
  addressLimit: addressLimits.register,
  handle: async ({ username, email, password }) => {
    // Depends on the password alone, so answering it at once tells nothing about accounts.
    refuseBreachedPassword(password);
    await settleNoSoonerThan(answerMs, () => registerMember(directusSettings(), { username, email, password }));
    return { status: 201, body: { message: "Registration was successful!" } };
  },
});
