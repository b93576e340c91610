import { subscriptionSchema } from "../../lib/forms/schemas";
import { createItem, directusSettings } from "../../server/directus";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/**
 * POST /api/outreach/subscription {email}: stores the address once. Subscribing again
 * answers the same 200, so the endpoint never tells who is on the list.
 */
export default formEndpoint({
  schema: subscriptionSchema,
  addressLimit: addressLimits.subscription,
  handle: async ({ email }) => {
    await createItem(directusSettings(), "subscriptions", { email: email.toLowerCase() });
    return { status: 200, body: { message: `${email} has been added to subscription list!` } };
  },
});
