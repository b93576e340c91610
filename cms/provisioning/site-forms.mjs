/**
 * The "Site forms" role, whose static token the site's Functions use. Its policy may only
 * create form entries: entries cannot be read back (creating one answers 204), so a leaked
 * token shows no enquiry. Members are registered, checked and given sessions through the
 * "site-members" endpoints (cms/extensions/site-members), which answer for one member at a
 * time and only to this role: the token itself reads no user and no session.
 */
import { formsRoleName } from "../extensions/site-members/names.mjs";

/** The collections the site's forms write into. */
export const formCollections = /** @type {const} */ (["subscriptions", "outreach_enquiries", "requirements_submissions"]);

/**
 * Fields a form may fill: everything stored except the id and the dates stamped on create and
 * update. Read from the target's own schema (the committed snapshot, applied), so that a field
 * added to a form's collection is writable without a change here.
 * @param {import("./engine/spec.mjs").FieldInfo[]} fields the target's fields
 * @param {string} collection
 */
export const writableFields = (fields, collection) =>
  fields
    .filter((field) => field.collection === collection)
    .filter((field) => field.schema && !field.schema.is_primary_key)
    .filter((field) => !(field.meta?.special ?? []).some((special) => special === "date-created" || special === "date-updated"))
    .map((field) => field.field);

/** Staff see form entries newest first with these columns (a global default listing; their own changes win). */
const listingColumns = {
  subscriptions: ["email", "date_created"],
  outreach_enquiries: ["name", "email", "phone", "date_created"],
  requirements_submissions: ["companyName", "contactPerson", "emailAddress", "projectName", "budget", "date_created"],
};

/** @type {import("./engine/spec.mjs").Part} */
export const siteForms = {
  policies: [
    {
      name: formsRoleName,
      // Kept as written (not `once`): a token user's policy must never gain app or admin access.
      icon: "inbox",
      description: "Creates form entries for the site's Functions; reads, changes and deletes nothing.",
      app_access: false,
      admin_access: false,
      permissions: formCollections.map((collection) => ({
        collection,
        action: /** @type {const} */ ("create"),
        fields: (/** @type {import("./engine/spec.mjs").Target} */ target) => writableFields(target.fields, collection),
      })),
      // Create-only is the point of this policy: anything else added to it is taken away again.
      onlyThese: true,
    },
  ],
  roles: [
    {
      name: formsRoleName,
      once: true,
      icon: "inbox",
      description: "The site's Functions (forms token).",
      policies: [formsRoleName],
    },
  ],
  users: [
    {
      email: "site-forms@example.com",
      once: true,
      first_name: "Site",
      last_name: "Forms",
      role: formsRoleName,
      status: "active",
      token: ({ tokens }) => tokens.forms,
    },
  ],
  presets: formCollections.map((collection) => ({
    collection,
    once: true,
    layout: "tabular",
    layout_query: { tabular: { sort: ["-date_created"], fields: listingColumns[collection], page: 1 } },
  })),
  retired: {
    policies: [
      {
        name: "Site member sessions",
        reason:
          "databases seeded before the site-members endpoints gave the forms role this second policy, which read every site member and every session",
      },
    ],
  },
};
