import { loginSchema, outreachSchema, registerSchema, subscriptionSchema } from "../schemas";
import { validate } from "../validate";

const strongPassword = "maple river lantern 42";
const registration = {
  username: "ada_lovelace",
  email: "ada@example.com",
  password: strongPassword,
  rePassword: strongPassword,
  TOS: true,
};

describe("form schemas", () => {
  it("accepts each form's payload and trims text", () => {
    expect(validate(subscriptionSchema, { email: "  ada@example.com " })).toEqual({
      ok: true,
      data: { email: "ada@example.com" },
    });
    expect(
      validate(outreachSchema, {
        email: "ada@example.com",
        name: "Ada Lovelace",
        phone: "+1 (555) 010-9999",
        message: "A new app",
      }).ok,
    ).toBe(true);
    expect(validate(loginSchema, { email: "ada@example.com", password: "anything" }).ok).toBe(true);
    expect(validate(registerSchema, registration).ok).toBe(true);
  });

  it.each([
    [{}, "email", "This field is required."],
    [{ email: "" }, "email", "Enter your email."],
    [{ email: "not-an-address" }, "email", "Enter a valid email, like name@example.com."],
    [{ email: "ada@example.com\r\nBcc: all@example.com" }, "email", "Enter a valid email, like name@example.com."],
    [{ email: `${"a".repeat(250)}@example.com` }, "email", "Email is too long."],
    [{ email: 42 }, "email", "Email must be text."],
  ])("rejects the subscription %j", (input, field, message) => {
    expect(validate(subscriptionSchema, input)).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  it("refuses unknown keys, including __proto__", () => {
    const withExtra = validate(subscriptionSchema, { email: "ada@example.com", admin: true });
    expect(withExtra).toEqual({ ok: false, fieldErrors: { form: 'Unexpected field "admin".' } });
    const polluted = validate(subscriptionSchema, JSON.parse('{"email":"ada@example.com","__proto__":{"x":1}}'));
    expect(polluted.ok).toBe(false);
  });

  it("rejects a phone number without enough digits and a name with a line break", () => {
    const result = validate(outreachSchema, { email: "ada@example.com", name: "Ada\nBcc", phone: "12-34", message: "Hi" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: "Your full name must be a single line without control characters.",
        phone: "Phone number must have between 7 and 15 digits.",
      },
    });
  });

  it.each([
    [{ password: "short pass" }, "password", "Use at least 12 characters; a short phrase is easy to remember."],
    [
      { password: "password1234", rePassword: "password1234" },
      "password",
      "This password is too common or too easy to guess; choose another.",
    ],
    [{ rePassword: "something else entirely" }, "rePassword", "The two passwords do not match."],
    [{ TOS: false }, "TOS", "Please accept the terms of use to create an account."],
    [{ TOS: "true" }, "TOS", "Terms of use must be true or false."],
    [
      { password: "ada_lovelace is me", rePassword: "ada_lovelace is me" },
      "password",
      "Your password must not contain your username or email address.",
    ],
  ])("rejects the registration with %j", (change, field, message) => {
    const result = validate(registerSchema, { ...registration, ...change });
    expect(result.ok).toBe(false);
    expect(result.ok || result.fieldErrors[field]).toBe(message);
  });

  it("counts a password's length in characters, so emoji passphrases work", () => {
    const emoji = "🔥🔥🌊🌊🍀🍀🌙🌙⭐⭐🎈🎈";
    expect(validate(registerSchema, { ...registration, password: emoji, rePassword: emoji }).ok).toBe(true);
  });
});
