import rankedPasswords from "@zxcvbn-ts/language-common/src/passwords.json";
import { HttpError } from "./http-error";

/**
 * Registration refuses the most common passwords of public breach corpora (NIST SP 800-63B
 * 5.1.1.2: "passwords obtained from previous breach corpuses"). The list is zxcvbn-ts's
 * ranked one (@zxcvbn-ts/language-common, 49,000 passwords, most common first, lowercase),
 * shipped as data and checked offline. It lives on the server only: this module is imported
 * by the registration Function, never by a page, so the list never reaches a browser (the
 * shared password policy in src/lib/forms keeps its short list of its own).
 */
export const refusedPasswordCount = 10_000;

const refused = new Set<string>((rankedPasswords as string[]).slice(0, refusedPasswordCount));

/**
 * The forms of a password compared with the list: lowercased (the list is lowercase), and
 * also without the digits, symbols and spaces at its end, which composition rules taught
 * people to append: "Password123!" is "password" with a suffix, and attackers try exactly
 * those variants of every listed word.
 */
export const comparedForms = (password: string): string[] => {
  const lowered = password.toLowerCase();
  const stem = lowered.replace(/[^\p{L}]+$/u, "");
  return stem && stem !== lowered ? [lowered, stem] : [lowered];
};

export const isBreachedPassword = (password: string): boolean => comparedForms(password).some((form) => refused.has(form));

export const breachedPasswordMessage =
  "This password is on lists of passwords leaked from other sites, which attackers try first. Choose another one; a few unrelated words make a strong one.";

/** Throws the form's 400, with the message on the password field, for a breached password. */
export const refuseBreachedPassword = (password: string): void => {
  if (isBreachedPassword(password)) {
    throw new HttpError(400, "Please check the highlighted fields.", { fieldErrors: { password: breachedPasswordMessage } });
  }
};
