import { neutraliseFormula, startsLikeFormula } from "../spreadsheet-safe";
import { requirementsSchema } from "../requirements";
import { loginSchema, outreachSchema, registerSchema, subscriptionSchema } from "../schemas";
import { validate } from "../validate";

const enquiry = { email: "ada@example.com", name: "Ada Lovelace", phone: "+1 555 010 9999", message: "A new app" };
const answers = {
  companyName: "Hopper Logistics",
  contactPerson: "Grace Hopper",
  emailAddress: "grace@example.com",
  projectName: "Route planner",
  briefDescription: "Plan delivery routes.",
};

describe("neutraliseFormula", () => {
  it.each(["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", '=HYPERLINK("https://evil.example","x")'])(
    "puts a quote before %j",
    (text) => {
      expect(startsLikeFormula(text)).toBe(true);
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(["Ada Lovelace", "1+1=2", "a=b", " =1", "'=1", "", "https://example.com", "＝1"])("leaves %j as it is", (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it("is idempotent: a neutralised value stays as it is", () => {
    expect(neutraliseFormula(neutraliseFormula("=1"))).toBe("'=1");
  });
});

describe("lead forms store formulas as text", () => {
  it("the contact form's name and message", () => {
    const result = validate(outreachSchema, { ...enquiry, name: "=HYPERLINK(1)", message: "  -2+3 and more" });
    expect(result).toEqual({
      ok: true,
      data: { ...enquiry, name: "'=HYPERLINK(1)", message: "'-2+3 and more" },
    });
  });

  it("the questionnaire's lines, long answers and date", () => {
    const result = validate(requirementsSchema, {
      ...answers,
      companyName: "@cmd",
      address: "+1 Main Street",
      briefDescription: "=1+1",
      launchDate: "-1",
    });
    expect(result.ok && result.data).toMatchObject({
      companyName: "'@cmd",
      address: "'+1 Main Street",
      briefDescription: "'=1+1",
      launchDate: "'-1",
    });
  });

  it("counts the quote in the length limit, so what is stored always fits", () => {
    expect(validate(outreachSchema, { ...enquiry, name: `=${"n".repeat(119)}` })).toEqual({
      ok: false,
      fieldErrors: { name: "Your full name can be at most 120 characters." },
    });
    expect(validate(outreachSchema, { ...enquiry, name: `=${"n".repeat(118)}` }).ok).toBe(true);
  });

  it("keeps a phone number's leading + as typed", () => {
    expect(validate(outreachSchema, enquiry)).toEqual({ ok: true, data: enquiry });
  });

  it("refuses an e-mail address that starts with + or - in every form that stores it", () => {
    const message = "Email cannot start with + or -.";
    expect(validate(subscriptionSchema, { email: "-2+3@example.com" })).toEqual({ ok: false, fieldErrors: { email: message } });
    expect(validate(outreachSchema, { ...enquiry, email: "+cmd@example.com" })).toEqual({
      ok: false,
      fieldErrors: { email: message },
    });
    expect(validate(requirementsSchema, { ...answers, emailAddress: "-x@example.com" })).toEqual({
      ok: false,
      fieldErrors: { emailAddress: "Email address cannot start with + or -." },
    });
    const password = "maple river lantern 42";
    const registration = { username: "ada", email: "-ada@example.com", password, rePassword: password, TOS: true };
    expect(validate(registerSchema, registration)).toEqual({ ok: false, fieldErrors: { email: message } });
  });

  it("still lets such an address log in, and leaves usernames to their own pattern", () => {
    expect(validate(loginSchema, { email: "-ada@example.com", password: "anything" }).ok).toBe(true);
    const password = "maple river lantern 42";
    const registration = { username: "-ada", email: "ada@example.com", password, rePassword: password, TOS: true };
    expect(validate(registerSchema, registration)).toEqual({ ok: true, data: registration });
  });
});
