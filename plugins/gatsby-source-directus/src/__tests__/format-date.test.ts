import { formatPostDate } from "../format-date";

describe("formatPostDate", () => {
  it.each([
    ["2024-03-05T10:00:00.000Z", "05 Mar 2024"],
    ["2024-01-16T15:00:00.000Z", "16 Jan 2024"],
    ["2023-12-31T23:59:59.000Z", "31 Dec 2023"],
  ])("formats %s as %s (en-GB, 2-digit day, short month, year)", (iso, expected) => {
    expect(formatPostDate(iso)).toBe(expected);
  });

  it("uses the UTC day, so the build and every browser agree near midnight", () => {
    expect(formatPostDate("2024-06-01T00:30:00.000+02:00")).toBe("31 May 2024");
  });

  it("rejects text that is not a date instead of printing 'Invalid Date'", () => {
    expect(() => formatPostDate("next Tuesday")).toThrow('Not a date: "next Tuesday"');
  });
});
