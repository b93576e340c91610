import * as v from "valibot";
import { emailField, httpUrlField, lineField, phoneField, submissionKeyField, textField } from "./fields";

/** Long answers are 1 to 500 characters, in boxes of 8 rows. */
export const longTextMaxLength = 500;
export const longTextRows = 8;
const lineMaxLength = 200;

export const yesNoOptions = ["Yes", "No"] as const;
export type YesNo = (typeof yesNoOptions)[number];

type FieldKind = "line" | "email" | "phone" | "date" | "url" | "long" | "yesNo";

export interface RequirementsField {
  /** The field's name in the payload, in the draft and in the CMS. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** The preselected answer of a Yes/No select ('No' when not given). */
  defaultValue?: YesNo;
}

export interface RequirementsSection {
  title: string;
  fields: readonly RequirementsField[];
}

/** The questionnaire, section by section, in the order the page shows it. */
export const requirementsSections: readonly RequirementsSection[] = [
  {
    title: "Contact Information",
    fields: [
      { name: "companyName", label: "Company name", kind: "line", required: true },
      { name: "contactPerson", label: "Contact person", kind: "line", required: true },
      { name: "emailAddress", label: "Email address", kind: "email", required: true },
      { name: "phone", label: "Phone number", kind: "phone" },
      { name: "address", label: "Address", kind: "line" },
    ],
  },
  {
    title: "Project Overview",
    fields: [
      { name: "projectName", label: "Project name", kind: "line", required: true },
      { name: "briefDescription", label: "Brief description of the project", kind: "long", required: true },
      { name: "launchDate", label: "Desired launch date", kind: "date" },
    ],
  },
  {
    title: "Current Website",
    fields: [
      { name: "hasWebsite", label: "Do you have a website today?", kind: "yesNo", defaultValue: "Yes" },
      { name: "siteURL", label: "Current website address", kind: "url" },
      { name: "aboutCurrentWebsite", label: "What works and what does not on your current website?", kind: "long" },
    ],
  },
  {
    title: "Website Goals",
    fields: [
      { name: "primaryGoals", label: "Primary goals of the new website", kind: "long" },
      { name: "targetAudience", label: "Who is your target audience?", kind: "long" },
      { name: "mainGoals", label: "What should visitors do on the site?", kind: "long" },
    ],
  },
  {
    title: "Design Preferences",
    fields: [
      { name: "designPreferences", label: "Design preferences (style, colours, brand guidelines)", kind: "long" },
      { name: "exampleSite1", label: "Example website you like (1)", kind: "url" },
      { name: "exampleSite2", label: "Example website you like (2)", kind: "url" },
      { name: "exampleSite3", label: "Example website you like (3)", kind: "url" },
    ],
  },
  {
    title: "Site Content",
    fields: [
      { name: "pages", label: "Which pages do you need?", kind: "long" },
      { name: "existingContent", label: "Do you have existing content to reuse?", kind: "yesNo", defaultValue: "No" },
      { name: "existingContentData", label: "Describe the existing content", kind: "long" },
      { name: "assistanceContentCreation", label: "Do you need help creating content?", kind: "long" },
      { name: "blogOrNews", label: "Do you need a blog or news section?", kind: "long" },
      { name: "specialFeatures", label: "Special features (booking, member area, search…)", kind: "long" },
    ],
  },
  {
    title: "E-Commerce Requirements (If applicable)",
    fields: [
      { name: "sellingProducts", label: "What will you sell?", kind: "long" },
      { name: "productAmount", label: "How many products?", kind: "line" },
      { name: "preferredPaymentGateway", label: "Preferred payment provider", kind: "line" },
      { name: "specificEcommerceFeatures", label: "Specific e-commerce features", kind: "long" },
    ],
  },
  {
    title: "SEO & Marketing",
    fields: [
      { name: "seoRequirements", label: "Do you need search engine optimisation?", kind: "yesNo", defaultValue: "No" },
      { name: "keywordResearch", label: "Do you need keyword research?", kind: "yesNo", defaultValue: "No" },
      { name: "socialMedia", label: "Do you need social media integration?", kind: "yesNo", defaultValue: "No" },
      { name: "emailMarketing", label: "Do you need email marketing integration?", kind: "yesNo", defaultValue: "No" },
    ],
  },
  {
    title: "Technical Requirements",
    fields: [
      { name: "technicalRequirements", label: "Technical requirements (hosting, integrations, security)", kind: "long" },
      { name: "ongoingSupport", label: "What ongoing support do you expect after launch?", kind: "long" },
    ],
  },
  {
    title: "Budget & Timeline",
    fields: [
      { name: "budget", label: "Budget range", kind: "line" },
      { name: "timeline", label: "Timeline", kind: "line" },
    ],
  },
  {
    title: "Additional Information",
    fields: [{ name: "additionalInformation", label: "Anything else we should know?", kind: "long" }],
  },
];

export const requirementsFields: readonly RequirementsField[] = requirementsSections.flatMap((section) => section.fields);

export type RequirementsValues = Record<string, string>;

/** What the page says once the answers are stored; the Function sends it back on 201. */
export const requirementsSuccessMessage = "Thank you! A representative will reach out within three business days.";

/** A blank questionnaire: empty text, and each Yes/No select at its preselected answer. */
export const emptyRequirements = (): RequirementsValues =>
  Object.fromEntries(requirementsFields.map((field) => [field.name, field.defaultValue ?? ""]));

const optionalText = (schema: v.GenericSchema<string, string>, label: string, maxLength: number) =>
  v.optional(
    v.union([v.pipe(v.string(), v.trim(), v.length(0)), schema], `${label} can be at most ${maxLength} characters of text.`),
    "",
  );

const fieldSchema = (field: RequirementsField): v.GenericSchema<unknown, string> => {
  if (field.kind === "yesNo") {
    return v.optional(v.picklist(yesNoOptions, `${field.label}: choose Yes or No.`), field.defaultValue ?? "No");
  }
  if (field.kind === "url") {
    const address = httpUrlField(field.label, lineMaxLength, { optional: !field.required });
    return field.required ? address : v.optional(address, "");
  }
  const maxLength = field.kind === "long" ? longTextMaxLength : lineMaxLength;
  // Free text (line, long, date) is made spreadsheet-safe by the field rules (fields.ts).
  const base =
    field.kind === "email"
      ? emailField(field.label)
      : field.kind === "phone"
        ? phoneField(field.label)
        : field.kind === "long"
          ? textField(field.label, longTextMaxLength)
          : lineField(field.label, maxLength);
  return field.required ? base : optionalText(base, field.label, maxLength);
};

/** The questionnaire payload: every field above and nothing else. */
export const requirementsSchema = v.strictObject(
  Object.fromEntries([
    ...requirementsFields.map((field) => [field.name, fieldSchema(field)]),
    ["submissionKey", submissionKeyField()],
  ]) as Record<string, v.GenericSchema<unknown, string | undefined>>,
);
