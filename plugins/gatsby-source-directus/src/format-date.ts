/**
 * Build-time only (the `dateCreatedText` resolver): pages print the result and never call
 * this in the browser, where creating the formatter would load ICU locale data.
 */
const postDateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  // Dates are stored in UTC; formatting them in UTC gives the build and the browser the
  // same text, whatever the time zone of either.
  timeZone: "UTC",
});

/** '05 Mar 2024': the site's en-GB date (2-digit day, short month, year). */
export const formatPostDate = (isoDate: string): string => {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${isoDate}"`);
  return postDateFormat.format(date);
};
