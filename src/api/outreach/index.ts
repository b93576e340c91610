import { outreachSchema } from "../../lib/forms/schemas";
import { directusSettings } from "../../server/directus";
import { storeSubmission } from "../../server/submissions";
import { formEndpoint } from "../../server/form-endpoint";
import { jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/** POST /api/outreach {email, name, phone, message}: a contact enquiry, 201 when stored. */
export default formEndpoint({
  schema: outreachSchema,
  addressLimit: addressLimits.outreach,
  handle: async (enquiry) => {
    await storeSubmission(directusSettings(), "outreach_enquiries", enquiry);
    return { status: 201, body: { message: "Thank you! We will get back to you within one business day." } };
  },
});
