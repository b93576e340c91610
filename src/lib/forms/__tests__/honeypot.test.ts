import { honeypotFieldName, withHoneypot } from "../honeypot";

/**
 * Words that browsers' autofill and password managers look for in a field's name (the
 * HTML autocomplete tokens and the common patterns behind their guesses). A honeypot named
 * with one of them gets filled for real visitors, whose forms are then refused.
 */
const autofillWords = [
  "name",
  "nick",
  "mail",
  "tel",
  "phone",
  "mobile",
  "fax",
  "url",
  "web",
  "site",
  "homepage",
  "address",
  "addr",
  "street",
  "city",
  "town",
  "zip",
  "postal",
  "country",
  "region",
  "state",
  "company",
  "organi",
  "business",
  "title",
  "user",
  "login",
  "account",
  "pass",
  "pwd",
  "otp",
  "code",
  "card",
  "cvc",
  "exp",
  "search",
  "query",
  "birth",
  "bday",
  "sex",
  "gender",
  "photo",
  "language",
  "comment",
  "message",
  "subject",
];

describe("honeypot", () => {
  it("is named like no field autofill or a password manager would fill", () => {
    expect(honeypotFieldName).toMatch(/^[a-z_]+$/);
    for (const word of autofillWords) expect(honeypotFieldName).not.toContain(word);
  });

  it("adds the field to a payload only when something filled it in", () => {
    expect(withHoneypot({ email: "ada@example.com" }, "")).toEqual({ email: "ada@example.com" });
    expect(withHoneypot({ email: "ada@example.com" }, "spam")).toEqual({
      email: "ada@example.com",
      [honeypotFieldName]: "spam",
    });
  });
});
