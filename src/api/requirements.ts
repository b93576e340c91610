import { requirementsSchema } from "../lib/forms/requirements";
import { createItem, directusSettings } from "../server/directus";
import { formEndpoint, formFunctionConfig } from "../server/form-endpoint";

// Destructured on purpose: see `formFunctionConfig` for why not `export const config =`.
export const { config } = { config: formFunctionConfig };

/** POST /api/requirements: the whole questionnaire, stored as one submission. */
export default formEndpoint({
  schema: requirementsSchema,
  rateLimit: { limit: 5, windowMs: 10 * 60_000 },
  handle: async (answers) => {
    await createItem(directusSettings(), "requirements_submissions", answers);
    return {
      status: 201,
      body: { message: "Thank you! A representative will reach out within three business days." },
    };
  },
});
