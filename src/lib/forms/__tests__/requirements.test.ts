import { emptyRequirements, requirementsFields, requirementsSchema, requirementsSections } from "../requirements";
import { validate } from "../validate";

const required = {
  companyName: "Hopper Logistics",
  contactPerson: "Grace Hopper",
  emailAddress: "grace@example.com",
  projectName: "Route planner",
  briefDescription: "Plan delivery routes.",
};

describe("requirements questionnaire", () => {
  it("has eleven sections and 37 fields, each named once", () => {
    expect(requirementsSections.map((section) => section.title)).toEqual([
      "Contact Information",
      "Project Overview",
      "Current Website",
      "Website Goals",
      "Design Preferences",
      "Site Content",
      "E-Commerce Requirements (If applicable)",
      "SEO & Marketing",
      "Technical Requirements",
      "Budget & Timeline",
      "Additional Information",
    ]);
    const names = requirementsFields.map((field) => field.name);
    expect(names).toHaveLength(37);
    expect(new Set(names).size).toBe(37);
  });

  it("starts blank, with a website Yes and the other Yes/No answers No", () => {
    const blank = emptyRequirements();
    expect(blank).toMatchObject({
      hasWebsite: "Yes",
      existingContent: "No",
      seoRequirements: "No",
      keywordResearch: "No",
      socialMedia: "No",
      emailMarketing: "No",
      companyName: "",
    });
  });

  it("accepts the blank form plus the required answers, filling defaults for missing selects", () => {
    const result = validate(requirementsSchema, { ...emptyRequirements(), ...required });
    expect(result.ok).toBe(true);
    const minimal = validate(requirementsSchema, required);
    expect(minimal.ok && minimal.data.hasWebsite).toBe("Yes");
  });

  it("limits long answers to 500 characters and selects to Yes or No", () => {
    const result = validate(requirementsSchema, {
      ...required,
      primaryGoals: "g".repeat(501),
      seoRequirements: "Maybe",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        primaryGoals: "Primary goals of the new website can be at most 500 characters of text.",
        seoRequirements: "Do you need search engine optimisation?: choose Yes or No.",
      },
    });
    expect(validate(requirementsSchema, { ...required, primaryGoals: "g".repeat(500) }).ok).toBe(true);
  });

  it.each(["siteURL", "exampleSite1", "exampleSite2", "exampleSite3"])("accepts only http(s) addresses in %s", (field) => {
    const label = requirementsFields.find((candidate) => candidate.name === field)!.label;
    const message = `${label}: enter an address that starts with https:// or http://, like https://example.com.`;
    for (const address of [
      "javascript:alert(1)",
      "JavaScript://example.com/%0Aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://files.example.com/",
      "www.example.com",
      "https://",
      "https://exa mple.com",
      "https://example.com/\u0000",
    ]) {
      expect([address, validate(requirementsSchema, { ...required, [field]: address })]).toEqual([
        address,
        { ok: false, fieldErrors: { [field]: expect.any(String) } },
      ]);
    }
    expect(validate(requirementsSchema, { ...required, [field]: "javascript:alert(1)" })).toEqual({
      ok: false,
      fieldErrors: { [field]: message },
    });
    for (const address of ["https://example.com", "http://example.com/path?q=1#top", "  HTTPS://Example.com  ", ""]) {
      const result = validate(requirementsSchema, { ...required, [field]: address });
      expect([address, result.ok && result.data[field]]).toEqual([address, address.trim()]);
    }
    expect(validate(requirementsSchema, { ...required, [field]: `https://example.com/${"p".repeat(181)}` }).ok).toBe(false);
  });

  it("requires the contact details, project name and description", () => {
    const result = validate(requirementsSchema, { ...required, companyName: " ", briefDescription: "" });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fieldErrors).sort()).toEqual(["briefDescription", "companyName"]);
  });
});
