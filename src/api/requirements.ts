import { requirementsSchema, requirementsSuccessMessage } from "../lib/forms/requirements";
import { directusSettings } from "../server/directus";
import { storeSubmission } from "../server/submissions";
import { formEndpoint } from "../server/form-endpoint";
import { jsonFunctionConfig } from "../server/json-endpoint";
import { addressLimits } from "../server/limits";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/** POST /api/requirements: the whole questionnaire, stored as one submission. */
export default formEndpoint({
  schema: requirementsSchema,
  addressLimit: addressLimits.requirements,
  handle: async (answers) => {
    await storeSubmission(directusSettings(), "requirements_submissions", answers);
    return { status: 201, body: { message: requirementsSuccessMessage } };
  },
});
