import { outreachSchema } from "../../lib/forms/schemas";
import { createItem, directusSettings } from "../../server/directus";
import { formEndpoint, formFunctionConfig } from "../../server/form-endpoint";

// Destructured on purpose: see `formFunctionConfig` for why not `export const config =`.
export const { config } = { config: formFunctionConfig };

/** POST /api/outreach {email, name, phone, message}: a contact enquiry, 201 when stored. */
export default formEndpoint({
  schema: outreachSchema,
  handle: async (enquiry) => {
    await createItem(directusSettings(), "outreach_enquiries", enquiry);
    return { status: 201, body: { message: "Thank you! We will get back to you within one business day." } };
  },
});
