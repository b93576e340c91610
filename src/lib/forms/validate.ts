import * as v from "valibot";

export type FieldErrors = Record<string, string>;

export type ValidationResult<Output> = { ok: true; data: Output } | { ok: false; fieldErrors: FieldErrors };

/**
 * Validates `input` against a form schema. On failure, gives one message per field (the
 * first problem found), keyed by the payload's field name; problems with the object as a
 * whole (a missing body, an unknown key) are keyed by "form".
 */
export const validate = <Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): ValidationResult<v.InferOutput<Schema>> => {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    // A strict object reports a key it does not know as expecting "never".
    const unknownKey = issue.type === "strict_object" && issue.expected === "never";
    const missingKey = issue.type === "strict_object" && issue.received === "undefined";
    const key = !path || unknownKey ? "form" : path.split(".")[0]!;
    fieldErrors[key] ??= unknownKey ? `Unexpected field "${path}".` : missingKey ? "This field is required." : issue.message;
  }
  return { ok: false, fieldErrors };
};
