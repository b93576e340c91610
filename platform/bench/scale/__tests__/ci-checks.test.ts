import { ciFailures, ciLimits } from "../ci-checks.mjs";

const passing = {
  htmlPages: { noChange: 0, titleEdit: 12, bodyEdit: 1 },
  blogPageDataBytes: 12_000,
  largestStaticQuery: { file: "123.json", bytes: 3_000 },
};

describe("ciFailures", () => {
  it("passes a run within the limits, also one without static queries", () => {
    expect(ciFailures(passing)).toEqual([]);
    expect(ciFailures({ ...passing, largestStaticQuery: null })).toEqual([]);
  });

  it("allows exactly the limits", () => {
    expect(
      ciFailures({
        htmlPages: { noChange: 0, titleEdit: ciLimits.editHtmlPages, bodyEdit: ciLimits.editHtmlPages },
        blogPageDataBytes: ciLimits.pageDataBytes,
        largestStaticQuery: { file: "a.json", bytes: ciLimits.pageDataBytes },
      }),
    ).toEqual([]);
  });

  it("fails a no-change rebuild that renders any page", () => {
    expect(ciFailures({ ...passing, htmlPages: { ...passing.htmlPages, noChange: 1 } })).toEqual([
      "the rebuild with nothing changed rendered 1 HTML pages (expected 0)",
    ]);
  });

  it("fails edits that render more than 50 pages", () => {
    const failures = ciFailures({ ...passing, htmlPages: { noChange: 0, titleEdit: 51, bodyEdit: 530 } });
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/title rendered 51 HTML pages \(limit 50\)/);
    expect(failures[1]).toMatch(/body rendered 530 HTML pages/);
  });

  it("fails page data or a static query result over 40 KB", () => {
    const failures = ciFailures({
      ...passing,
      blogPageDataBytes: 40 * 1024 + 1,
      largestStaticQuery: { file: "9.json", bytes: 512_000 },
    });
    expect(failures).toEqual([
      "public/page-data/blog/page-data.json is 40.0 KB (limit 40.0 KB)",
      "the static query result 9.json is 500.0 KB (limit 40.0 KB)",
    ]);
  });
});
