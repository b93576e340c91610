/**
 * The audit's arithmetic: figures from one Lighthouse result, medians over runs, the table
 * `npm run audit` prints and the targets the issues set. Pure, so it is unit-tested
 * (scripts/lib/__tests__/audit-figures.test.ts).
 */

/** Medians every audited page must reach; the home page also has a first-load JS budget. */
const targets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  homeJsKb: 110,
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const scriptTransferKb = (lhr) =>
  (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;

/** One run's figures; `hostIndex` is Lighthouse's benchmarkIndex, the host's speed that run. */
export const figuresOf = (lhr) => ({
  performance: Math.round(lhr.categories.performance.score * 100),
  accessibility: Math.round(lhr.categories.accessibility.score * 100),
  bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
  seo: Math.round(lhr.categories.seo.score * 100),
  lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
  tbtMs: lhr.audits["total-blocking-time"].numericValue,
  cls: lhr.audits["cumulative-layout-shift"].numericValue,
  jsKb: scriptTransferKb(lhr),
  hostIndex: lhr.environment.benchmarkIndex,
});

/** The median of every figure over a page's runs, plus the worst run's performance score. */
export const summarize = (runs) => ({
  ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
  worstPerformance: Math.min(...runs.map((run) => run.performance)),
});

const clsText = (cls) => cls.toFixed(3);

/** What a page's medians miss of the targets, as readable phrases (none when all are met). */
export const targetMisses = (page, row) => {
  const misses = [];
  if (row.performance < targets.performance) misses.push(`performance ${row.performance} < ${targets.performance}`);
  for (const key of ["accessibility", "bestPractices", "seo"]) {
    if (row[key] < targets[key]) misses.push(`${key} ${row[key]} < ${targets[key]}`);
  }
  if (Number(clsText(row.cls)) > 0) misses.push(`CLS ${clsText(row.cls)} > 0`);
  if (page === "/" && row.jsKb >= targets.homeJsKb) misses.push(`JS ${row.jsKb.toFixed(1)} KB >= ${targets.homeJsKb} KB`);
  return misses;
};

const header =
  "| page | perf | worst run | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (transferred) | host index |";

/** The Markdown table of medians, and a closing line on the targets. */
export const reportLines = (rows) => {
  const lines = [header, header.replace(/[^|]/g, "-")];
  for (const { page, ...row } of rows) {
    lines.push(
      `| ${page} | ${row.performance} | ${row.worstPerformance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${clsText(row.cls)} | ${row.jsKb.toFixed(1)} | ${Math.round(row.hostIndex)} |`,
    );
  }
  const misses = rows.flatMap(({ page, ...row }) => targetMisses(page, row).map((miss) => `${page}: ${miss}`));
  lines.push("");
  lines.push(misses.length ? `Targets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "All targets met.");
  lines.push(
    "Host index is Lighthouse's benchmarkIndex (median); every time figure scales with it, " +
      "because Lighthouse multiplies the tasks it observes by four.",
  );
  return lines;
};
