/** @jest-environment node */
import { figuresOf, median, reportLines, summarize, targetMisses, type RunFigures } from "../audit-figures.mjs";

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
  hostIndex: 1500,
  ...overrides,
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
    expect(figures).toMatchObject({ performance: 97, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 120, hostIndex: 1500 });
    expect(figures.jsKb).toBeCloseTo(50_480 / 1024);
  });
});

describe("summarize", () => {
  it("gives the median of each figure and the worst run's performance", () => {
    const summary = summarize([run({ performance: 99, tbtMs: 50 }), run({ performance: 86, tbtMs: 500 }), run({ performance: 97, tbtMs: 90 })]);
    expect(summary.performance).toBe(97);
    expect(summary.tbtMs).toBe(90);
    expect(summary.worstPerformance).toBe(86);
  });
});

describe("targetMisses", () => {
  it("finds nothing when every target is met", () => {
    expect(targetMisses("/", { ...run(), worstPerformance: 90 })).toEqual([]);
  });

  it("names each missed target", () => {
    const row = { ...run({ performance: 94, seo: 92, cls: 0.02, jsKb: 111 }), worstPerformance: 90 };
    expect(targetMisses("/", row)).toEqual(["performance 94 < 95", "seo 92 < 100", "CLS 0.020 > 0", "JS 111.0 KB >= 110 KB"]);
  });

  it("applies the JS budget to the home page only and ignores shifts that print as 0.000", () => {
    expect(targetMisses("/light/tech-startup/", { ...run({ jsKb: 120, cls: 0.0001 }), worstPerformance: 99 })).toEqual([]);
  });
});

describe("reportLines", () => {
  it("prints one row per page and says when all targets are met", () => {
    const lines = reportLines([{ page: "/team/", ...run(), worstPerformance: 97 }]);
    expect(lines).toContain("| /team/ | 99 | 97 | 100 | 100 | 100 | 1200 | 80 | 0.000 | 100.0 | 1500 |");
    expect(lines).toContain("All targets met.");
  });

  it("lists the pages that miss a target", () => {
    const lines = reportLines([
      { page: "/", ...run(), worstPerformance: 99 },
      { page: "/blog/", ...run({ performance: 90 }), worstPerformance: 85 },
    ]);
    expect(lines.join("\n")).toContain("Targets missed:\n- /blog/: performance 90 < 95");
  });
});
