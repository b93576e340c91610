import { subscriptionSchema } from "../../lib/forms/schemas";
import { createItem, directusSettings } from "../../server/directus";
import { formEndpoint, formFunctionConfig } from "../../server/form-endpoint";

// Destructured on purpose: see `formFunctionConfig` for why not `export const config =`.
export const { config } = { config: formFunctionConfig };

/**
 * POST /api/outreach/subscription {email}: stores the address once. Subscribing again
 * answers the same 200, so the endpoint never tells who is on the list.
 */
export default formEndpoint({
  schema: subscriptionSchema,
  handle: async ({ email }) => {
    await createItem(directusSettings(), "subscriptions", { email: email.toLowerCase() });
    return { status: 200, body: { message: `${email} has been added to subscription list!` } };
  },
});
