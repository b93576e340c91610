import { outreachSchema } from "../../lib/forms/schemas";
import { createItem, directusSettings } from "../../server/directus";
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
    await createItem(directusSettings(), "outreach_enquiries", enquiry);
    return { status: 201, body: { message: "Thank you! We will get back to you within one business day." } };
  },
});
