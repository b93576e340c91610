/**
 * Alphabetical order for short labels such as tag names: case-insensitive, then
 * lower case before upper case, as `localeCompare` orders plain ASCII words.
 *
 * It does not use `localeCompare` or `Intl.Collator`: the first call of either builds an
 * ICU collator on the main thread, which cost about 55 ms of the blog pages' start-up on the
 * test machine. The result also cannot differ between the build (Node's ICU) and a browser's,
 * so the hydrated order always matches the pre-built one.
 */
export const compareText = (a: string, b: string): number => {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  if (a === b) return 0;
  return a > b ? -1 : 1;
};
