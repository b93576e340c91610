/** The two-digit position label of an item in a numbered list: 0 → "01". */
export const twoDigitPosition = (index: number): string => String(index + 1).padStart(2, "0");
