/** @jest-environment node */
import {
  figuresOf,
  median,
  reportLines,
  summarize,
  targetMisses,
  withLcpRatios,
  type AuditRow,
  type RunFigures,
} from "../audit-figures.mjs";

const lighthouseResult = {
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    "best-practices": { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    "largest-contentful-paint": { numericValue: 1234.4 },
    "total-blocking-time": { numericValue: 120 },
    "cumulative-layout-shift": { numericValue: 0 },
    "total-byte-weight": { numericValue: 153_600 },
    "network-requests": {
      details: {
        items: [
          { resourceType: "Script", transferSize: 30_000 },
          { resourceType: "Script", transferSize: 20_480 },
          { resourceType: "Image", transferSize: 99_999 },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 1500 },
};

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 80,
  cls: 0,
  jsKb: 100,
  totalKb: 140,
  hostIndex: 1500,
  ...overrides,
});

const referenceRow = (overrides: Partial<RunFigures> = {}): AuditRow => ({
  page: "/__audit-reference/",
  reference: true,
  ...run({ lcpMs: 1000, jsKb: 0, totalKb: 25, ...overrides }),
  worstPerformance: 100,
});

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("figuresOf", () => {
  it("reads scores as percentages, sums only script transfer sizes and keeps the host's speed", () => {
    const figures = figuresOf(lighthouseResult);
    expect(figures).toMatchObject({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      tbtMs: 120,
      hostIndex: 1500,
    });
    expect(figures.jsKb).toBeCloseTo(50_480 / 1024);
  });

  it("takes the total transfer from total-byte-weight, in KB", () => {
    expect(figuresOf(lighthouseResult).totalKb).toBe(150);
  });
});

describe("summarize", () => {
  it("gives the median of each figure and the worst run's performance", () => {
    const summary = summarize([
      run({ performance: 99, tbtMs: 50 }),
      run({ performance: 86, tbtMs: 500 }),
      run({ performance: 97, tbtMs: 90 }),
    ]);
    expect(summary.performance).toBe(97);
    expect(summary.tbtMs).toBe(90);
    expect(summary.worstPerformance).toBe(86);
  });
});

describe("withLcpRatios", () => {
  it("divides each median LCP by the reference page's", () => {
    const rows = withLcpRatios([referenceRow(), { page: "/", ...run({ lcpMs: 1250 }), worstPerformance: 99 }]);
    expect(rows.map((row) => row.lcpRatio)).toEqual([1, 1.25]);
  });

  it("gives no ratio without a reference row or with a reference LCP of 0", () => {
    expect(withLcpRatios([{ page: "/", ...run(), worstPerformance: 99 }])[0]?.lcpRatio).toBeUndefined();
    const rows = withLcpRatios([referenceRow({ lcpMs: 0 }), { page: "/", ...run(), worstPerformance: 99 }]);
    expect(rows[1]?.lcpRatio).toBeUndefined();
  });
});

describe("targetMisses", () => {
  it("finds nothing when every target is met", () => {
    expect(targetMisses("/", { ...run(), worstPerformance: 90, lcpRatio: 1.3 })).toEqual([]);
  });

  it("names each missed target", () => {
    const row = { ...run({ performance: 97, seo: 92, cls: 0.02, jsKb: 111 }), worstPerformance: 90, lcpRatio: 1.4 };
    expect(targetMisses("/", row)).toEqual([
      "performance 97 < 98",
      "seo 92 < 100",
      "CLS 0.020 > 0",
      "JS 111.0 KB >= 110 KB",
      "LCP 1.40x the reference page's > 1.3x",
    ]);
  });

  it("judges the LCP ratio on its two printed decimals", () => {
    expect(targetMisses("/", { ...run(), worstPerformance: 99, lcpRatio: 1.304 })).toEqual([]);
    expect(targetMisses("/", { ...run(), worstPerformance: 99, lcpRatio: 1.306 })).toEqual([
      "LCP 1.31x the reference page's > 1.3x",
    ]);
  });

  it("applies the JS and LCP-ratio budgets to the home page only and ignores shifts that print as 0.000", () => {
    const row = { ...run({ jsKb: 120, cls: 0.0001 }), worstPerformance: 99, lcpRatio: 2 };
    expect(targetMisses("/light/tech-startup/", row)).toEqual([]);
  });

  it("does not judge the home page's LCP without a reference", () => {
    expect(targetMisses("/", { ...run(), worstPerformance: 99 })).toEqual([]);
  });
});

describe("reportLines", () => {
  it("prints one row per page, the reference marked, and says when all targets are met", () => {
    const lines = reportLines([referenceRow(), { page: "/team/", ...run(), worstPerformance: 97 }]);
    expect(lines[0]).toBe(
      "| page | perf | worst run | a11y | best practices | SEO | LCP ms | LCP x ref | TBT ms | CLS | JS KB (transferred) | total KB | host index |",
    );
    expect(lines).toContain(
      "| /__audit-reference/ (reference) | 99 | 100 | 100 | 100 | 100 | 1000 | 1.00 | 80 | 0.000 | 0.0 | 25.0 | 1500 |",
    );
    expect(lines).toContain("| /team/ | 99 | 97 | 100 | 100 | 100 | 1200 | 1.20 | 80 | 0.000 | 100.0 | 140.0 | 1500 |");
    expect(lines).toContain("All targets met.");
  });

  it("prints n/a for the ratio when no reference was measured", () => {
    const lines = reportLines([{ page: "/team/", ...run(), worstPerformance: 97 }]);
    expect(lines).toContain("| /team/ | 99 | 97 | 100 | 100 | 100 | 1200 | n/a | 80 | 0.000 | 100.0 | 140.0 | 1500 |");
  });

  it("lists the pages that miss a target, the home page's LCP ratio included", () => {
    const lines = reportLines([
      referenceRow(),
      { page: "/", ...run({ lcpMs: 1400 }), worstPerformance: 99 },
      { page: "/blog/", ...run({ performance: 90 }), worstPerformance: 85 },
    ]);
    expect(lines.join("\n")).toContain(
      "Targets missed:\n- /: LCP 1.40x the reference page's > 1.3x\n- /blog/: performance 90 < 98",
    );
  });

  it("holds the reference page to the same targets, under its marked name", () => {
    const lines = reportLines([referenceRow({ performance: 96 })]);
    expect(lines.join("\n")).toContain("Targets missed:\n- /__audit-reference/ (reference): performance 96 < 98");
  });
});
