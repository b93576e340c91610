import { parseRfc822Date } from "../rfc822-date.mjs";

describe("parseRfc822Date", () => {
  it.each([
    ["Tue, 15 Oct 2024 14:05:00 GMT", "2024-10-15T14:05:00.000Z"],
    ["15 Oct 2024 14:05:00 GMT", "2024-10-15T14:05:00.000Z"],
    ["Tue, 15 Oct 2024 14:05 UT", "2024-10-15T14:05:00.000Z"],
    ["Tue, 15 Oct 2024 09:05:00 EST", "2024-10-15T14:05:00.000Z"],
    ["Tue, 15 Oct 2024 16:05:00 +0200", "2024-10-15T14:05:00.000Z"],
    ["Tue, 15 Oct 2024 10:35:00 -0330", "2024-10-15T14:05:00.000Z"],
    ["Thu, 29 Feb 2024 00:00:00 GMT", "2024-02-29T00:00:00.000Z"],
    ["Wed, 1 Jan 2025 23:59:59 GMT", "2025-01-01T23:59:59.000Z"],
  ])("reads %s", (text, iso) => {
    const result = parseRfc822Date(text);
    expect(result).toEqual({ ok: true, date: new Date(iso) });
  });

  it.each([
    ["2024-10-15T14:05:00Z", /not an RFC 822 date-time/],
    ["Tue, 15 Oct 24 14:05:00 GMT", /not an RFC 822 date-time/],
    ["Tue, 15 oct 2024 14:05:00 GMT", /not an RFC 822 date-time/],
    ["Tuesday, 15 Oct 2024 14:05:00 GMT", /not an RFC 822 date-time/],
    ["Tue, 15 Oct 2024 14:05:00", /not an RFC 822 date-time/],
    ["Tue, 15 Oct 2024 14:05:00 Z", /not an RFC 822 date-time/],
    ["Tue, 15 Oct 2024 14:05:00 CET", /not an RFC 822 date-time/],
    [" Tue, 15 Oct 2024 14:05:00 GMT", /not an RFC 822 date-time/],
    ["Wed, 15 Oct 2024 14:05:00 GMT", /is a Tue, not a Wed/],
    ["Sat, 29 Feb 2025 10:00:00 GMT", /Feb 2025 has no day 29/],
    ["31 Apr 2024 10:00:00 GMT", /Apr 2024 has no day 31/],
    ["0 Apr 2024 10:00:00 GMT", /has no day 0/],
    ["15 Oct 2024 24:00:00 GMT", /no such time of day/],
    ["15 Oct 2024 14:60:00 GMT", /no such time of day/],
    ["15 Oct 2024 14:05:00 +0260", /no such zone offset/],
  ])("refuses %s", (text, problem) => {
    const result = parseRfc822Date(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(problem);
  });
});
