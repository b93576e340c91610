/**
 * Staff export leads to CSV and open them in spreadsheets, which run a cell that starts with
 * `=`, `+`, `-` or `@` (and, in some, tab or carriage return) as a formula: a lead could
 * carry `=HYPERLINK(...)` that sends other cells to a stranger, or a DDE command. OWASP's
 * CSV-injection advice: make such a cell text by putting a single quote in front of it.
 * Done on the way in, to the free text of the lead forms (src/lib/forms/fields.ts applies it),
 * so every export of the CMS is safe whatever makes it.
 */
const formulaStart = /^[=+\-@\t\r]/;

export const startsLikeFormula = (text: string): boolean => formulaStart.test(text);

/** `text` with a leading `'` when a spreadsheet would read it as a formula; otherwise unchanged. */
export const neutraliseFormula = (text: string): string => (startsLikeFormula(text) ? `'${text}` : text);
