import * as v from "valibot";
import { emailField, lineField, phoneField, submissionKeyField, textField } from "./fields";
import { passwordMaxLength, passwordProblem } from "./password-policy";

/**
 * The payload each form posts, exactly: the browser form validates with these before it
 * sends, the Function validates again on arrival. Strict objects refuse unknown keys.
 */

export const subscriptionSchema = v.strictObject({ email: emailField() });

export const outreachSchema = v.strictObject({
  email: emailField(),
  name: lineField("Your full name", 120),
  phone: phoneField(),
  message: textField("Project brief", 5000),
  submissionKey: submissionKeyField(),
});

/**
 * Login checks shape only: the password policy applies when one is chosen, not here.
 * `remember` ('Stay logged in?') is sent too, so the session can last 30 days.
 */
export const loginSchema = v.strictObject({
  // Checked against accounts, never stored by this form: addresses registered before the
  // spreadsheet rule still sign in.
  email: emailField("Email", { spreadsheetSafe: false }),
  password: v.pipe(
    v.string("Password must be text."),
    v.nonEmpty("Enter your password."),
    v.maxLength(passwordMaxLength * 4, "Password is too long."),
  ),
  remember: v.optional(v.boolean("Stay logged in must be true or false."), false),
});

export const logoutSchema = v.strictObject({});

export const registerSchema = v.pipe(
  v.strictObject({
    username: v.pipe(
      // Its own pattern below decides which characters a username may hold.
      lineField("Username", 40, { spreadsheetSafe: false }),
      v.regex(/^[\p{L}\p{N}._-]+$/u, "Username can contain letters, digits, dots, dashes and underscores."),
      v.minLength(3, "Username needs at least 3 characters."),
    ),
    email: emailField(),
    password: v.string("Password must be text."),
    rePassword: v.string("Re-typed password must be text."),
    TOS: v.boolean("Terms of use must be true or false."),
  }),
  v.forward(
    v.check(
      (input) => passwordProblem(input.password, input) === null,
      (issue) =>
        passwordProblem((issue.input as { password: string }).password, issue.input as { email: string; username: string }) ??
        "Choose another password.",
    ),
    ["password"],
  ),
  v.forward(
    v.check((input) => input.password === input.rePassword, "The two passwords do not match."),
    ["rePassword"],
  ),
  v.forward(
    v.check((input) => input.TOS, "Please accept the terms of use to create an account."),
    ["TOS"],
  ),
);

export type SubscriptionPayload = v.InferOutput<typeof subscriptionSchema>;
export type OutreachPayload = v.InferOutput<typeof outreachSchema>;
export type LoginPayload = v.InferInput<typeof loginSchema>;
export type RegisterPayload = v.InferOutput<typeof registerSchema>;
