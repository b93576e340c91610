import * as v from "valibot";
import { neutraliseFormula } from "./spreadsheet-safe";

/**
 * Field rules shared by the forms in the browser and by the Functions that receive them,
 * so the two can never disagree. Messages are written for the person filling in the form.
 */

/** RFC 5321 caps an address at 254 characters. */
export const emailMaxLength = 254;

interface SpreadsheetOption {
  /**
   * Whether the value ends up in CSV exports staff open in spreadsheets (every lead field
   * does; default true). Free text then gets a leading `'` when it starts like a formula
   * (src/lib/forms/spreadsheet-safe.ts), and an e-mail address may not start with `+` or `-`.
   */
  spreadsheetSafe?: boolean;
}

const keepText = (text: string): string => text;

/**
 * An e-mail address. In lead forms it may not start with `+` or `-`, the two formula
 * characters the address syntax allows at its start (`=` and `@` it never allows): a quote
 * in front would break the address staff reply to, and such addresses are vanishingly rare.
 * Login opts out, so whoever registered such an address earlier can still sign in.
 */
export const emailField = (label = "Email", { spreadsheetSafe = true }: SpreadsheetOption = {}) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter your ${label.toLowerCase()}.`),
    v.maxLength(emailMaxLength, `${label} is too long.`),
    v.email(`Enter a valid ${label.toLowerCase()}, like name@example.com.`),
    v.check((value) => !spreadsheetSafe || !/^[+-]/.test(value), `${label} cannot start with + or -.`),
  );

/** No line breaks, control characters or bidirectional overrides (which disguise text). */
const singleLine = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;

/**
 * A required single line of text: no line breaks (they have no place in a name). The
 * formula guard runs before the length check, so the stored value always fits the limit.
 */
export const lineField = (label: string, maxLength: number, { spreadsheetSafe = true }: SpreadsheetOption = {}) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter ${label.toLowerCase()}.`),
    v.transform(spreadsheetSafe ? neutraliseFormula : keepText),
    v.maxGraphemes(maxLength, `${label} can be at most ${maxLength} characters.`),
    v.regex(singleLine, `${label} must be a single line without control characters.`),
  );

/** Multi-line text of 1 to `maxLength` characters (500 for the questionnaire's long answers). */
export const textField = (label: string, maxLength: number, { spreadsheetSafe = true }: SpreadsheetOption = {}) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter ${label.toLowerCase()}.`),
    v.transform(spreadsheetSafe ? neutraliseFormula : keepText),
    v.maxGraphemes(maxLength, `${label} can be at most ${maxLength} characters.`),
    v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, `${label} contains control characters.`),
  );

/**
 * Digits with the usual separators; 7 to 15 digits (E.164 allows at most 15). A leading `+`
 * (the international form the field asks for) is kept as typed: without letters a phone
 * number can name no function, cell or command, so a spreadsheet can at most show it as a
 * sum, and a quote in front would change the number staff call.
 */
export const phoneField = (label = "Phone number") =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter your ${label.toLowerCase()}.`),
    v.maxLength(25, `${label} is too long.`),
    v.regex(/^\+?[0-9][0-9 ()./-]*$/, `${label} can contain digits, spaces and + ( ) - . / only.`),
    v.check((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, `${label} must have between 7 and 15 digits.`),
  );

/** An absolute web address: http or https, with a host. `javascript:`, `data:` and the like are not. */
export const isHttpUrl = (text: string): boolean => {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

/**
 * A web address someone points us to (their current site, sites they like): http(s) only,
 * since staff open it. With `optional`, an empty answer is accepted as "" too. Such an address
 * starts with "http", so no formula guard is needed.
 */
export const httpUrlField = (label: string, maxLength: number, { optional = false }: { optional?: boolean } = {}) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.maxLength(maxLength, `${label} can be at most ${maxLength} characters.`),
    v.regex(singleLine, `${label} must be a single line without control characters.`),
    v.check(
      (value) => (optional && value === "") || isHttpUrl(value),
      `${label}: enter an address that starts with https:// or http://, like https://example.com.`,
    ),
  );

/**
 * The key a browser makes for one filled-in form (a UUID) and sends with every attempt to
 * submit it: the CMS stores each key once, so a form sent again after a failure whose entry
 * was stored after all (a lost answer, a server stopped mid-request) is not stored twice.
 * Optional, for pages built before it existed; the Function then makes one itself.
 */
export const submissionKeyField = () =>
  v.optional(v.pipe(v.string("Submission key must be text."), v.uuid("Submission key must be a UUID.")));
