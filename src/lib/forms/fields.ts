import * as v from "valibot";

/**
 * Field rules shared by the forms in the browser and by the Functions that receive them,
 * so the two can never disagree. Messages are written for the person filling in the form.
 */

/** RFC 5321 caps an address at 254 characters. */
export const emailMaxLength = 254;

export const emailField = (label = "Email") =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter your ${label.toLowerCase()}.`),
    v.maxLength(emailMaxLength, `${label} is too long.`),
    v.email(`Enter a valid ${label.toLowerCase()}, like name@example.com.`),
  );

/** A required single line of text: no line breaks (they have no place in a name). */
export const lineField = (label: string, maxLength: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter ${label.toLowerCase()}.`),
    v.maxGraphemes(maxLength, `${label} can be at most ${maxLength} characters.`),
    // No line breaks, control characters or bidirectional overrides (which disguise text).
    v.regex(/^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u, `${label} must be a single line without control characters.`),
  );

/** Multi-line text of 1 to `maxLength` characters (500 for the questionnaire's long answers). */
export const textField = (label: string, maxLength: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Enter ${label.toLowerCase()}.`),
    v.maxGraphemes(maxLength, `${label} can be at most ${maxLength} characters.`),
    v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, `${label} contains control characters.`),
  );

/** Digits with the usual separators; 7 to 15 digits (E.164 allows at most 15). */
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
