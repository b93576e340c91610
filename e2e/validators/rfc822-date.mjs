/**
 * RSS 2.0 dates: RFC 822's date-time (section 5), with RFC 1123's four-digit year, checked to
 * the letter rather than by `Date.parse`, which takes almost anything:
 *
 *     [ day "," ] 1*2DIGIT month 4DIGIT hh ":" mm [ ":" ss ] zone
 *
 * day Mon..Sun (and it must be the date's weekday), month Jan..Dec, a day that exists in that
 * month, hours 00-23, minutes and seconds 00-59, zone UT, GMT, a US zone (EST, EDT, CST, CDT,
 * MST, MDT, PST, PDT) or +hhmm/-hhmm. The one-letter military zones are refused: RFC 1123
 * (5.2.14) notes RFC 822 got their signs wrong, and RFC 2822 makes them obsolete.
 */

const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** @type {Record<string, number>} minutes east of UTC */
const namedZones = { UT: 0, GMT: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420 };

const pattern = new RegExp(
  `^(?:(${days.join("|")}), )?(\\d{1,2}) (${months.join("|")}) (\\d{4}) (\\d{2}):(\\d{2})(?::(\\d{2}))? (${Object.keys(namedZones).join("|")}|[+-]\\d{4})$`,
);

/**
 * @typedef {{ ok: true, date: Date } | { ok: false, problem: string }} Rfc822Result
 */

/**
 * @param {string} text
 * @returns {Rfc822Result}
 */
export const parseRfc822Date = (text) => {
  const match = pattern.exec(text);
  if (!match) return { ok: false, problem: `"${text}" is not an RFC 822 date-time (e.g. "Tue, 15 Oct 2024 14:05:00 GMT")` };
  const [, weekday, dayText, monthName = "", yearText, hourText, minuteText, secondText = "00", zone = ""] = match;
  const [day, year, hour, minute, second] = [dayText, yearText, hourText, minuteText, secondText].map(Number);
  const month = months.indexOf(monthName);
  const daysInMonth = new Date(Date.UTC(Number(year), month + 1, 0)).getUTCDate();
  if (Number(day) < 1 || Number(day) > daysInMonth)
    return { ok: false, problem: `"${text}": ${monthName} ${year} has no day ${day}` };
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
    return { ok: false, problem: `"${text}": no such time of day` };
  let offset = namedZones[zone];
  if (offset === undefined) {
    const [zoneHours, zoneMinutes] = [Number(zone.slice(1, 3)), Number(zone.slice(3, 5))];
    if (zoneMinutes > 59) return { ok: false, problem: `"${text}": no such zone offset ${zone}` };
    offset = (zone.startsWith("-") ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  const asWritten = Date.UTC(Number(year), month, day, hour, minute, second);
  const actualWeekday = days[new Date(asWritten).getUTCDay()];
  if (weekday !== undefined && weekday !== actualWeekday) {
    return { ok: false, problem: `"${text}": ${day} ${monthName} ${year} is a ${actualWeekday}, not a ${weekday}` };
  }
  return { ok: true, date: new Date(asWritten - offset * 60_000) };
};
