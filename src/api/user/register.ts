import { registerSchema } from "../../lib/forms/schemas";
import { refuseBreachedPassword } from "../../server/breached-passwords";
import { directusSettings } from "../../server/directus";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";
import { registerMember } from "../../server/members";
import { siteUrl } from "../../server/site-origin";
import { settleNoSoonerThan } from "../../server/steady-timing";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/**
 * The CMS answers a new address (it hashes the password, then stores the user) and one
 * already registered (nothing to store) at different speeds; every answer here takes at
 * least this long, so the form cannot be used to find out who has an account.
 */
const answerMs = 1200;

/**
 * POST /api/user/register {username, email, password, rePassword, TOS}: 201 when accepted. The
 * account works once its owner opens the link the CMS e-mails to the address, which leads to
 * the login page.
 */
export default formEndpoint({
  schema: registerSchema,
  addressLimit: addressLimits.register,
  handle: async ({ username, email, password }) => {
    // Depends on the password alone, so answering it at once tells nothing about accounts.
    refuseBreachedPassword(password);
    await settleNoSoonerThan(answerMs, () =>
      registerMember(directusSettings(), { username, email, password, next: new URL("/login/", siteUrl()).toString() }),
    );
    return { status: 201, body: { message: "Registration was successful!" } };
  },
});
