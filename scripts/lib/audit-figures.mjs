/**
 * The audit's arithmetic: figures from one Lighthouse result, medians over runs, LCP as a
 * ratio to the reference page's, the table `npm run audit` prints and the targets the issues
 * set. Pure, so it is unit-tested (scripts/lib/__tests__/audit-figures.test.ts).
 */

/**
 * Medians every audited page must reach. The home page also has a first-load JS budget and
 * an LCP budget relative to the hand-written reference page measured in the same run, which
 * holds on a slow or fast host where a budget in milliseconds would not.
 */
const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  homeJsKb: 110,
  homeLcpRatio: 1.3,
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
  // Everything the page transferred (HTML, CSS, JS, images, fonts, data), headers included.
  totalKb: lhr.audits["total-byte-weight"].numericValue / 1024,
  hostIndex: lhr.environment.benchmarkIndex,
});

/** The median of every figure over a page's runs, plus the worst run's performance score. */
export const summarize = (runs) => ({
  ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
  worstPerformance: Math.min(...runs.map((run) => run.performance)),
});

const clsText = (cls) => cls.toFixed(3);
const ratioText = (ratio) => (ratio === undefined ? "n/a" : ratio.toFixed(2));

/**
 * Each row with `lcpRatio`, its median LCP divided by the reference row's (the row marked
 * `reference`); undefined when there is no usable reference.
 */
export const withLcpRatios = (rows) => {
  const referenceLcp = rows.find((row) => row.reference)?.lcpMs;
  const usable = referenceLcp !== undefined && referenceLcp > 0;
  return rows.map((row) => ({ ...row, lcpRatio: usable ? row.lcpMs / referenceLcp : undefined }));
};

/** What a page's medians miss of the targets, as readable phrases (none when all are met). */
export const targetMisses = (page, row) => {
  const misses = [];
  if (row.performance < targets.performance) misses.push(`performance ${row.performance} < ${targets.performance}`);
  for (const key of ["accessibility", "bestPractices", "seo"]) {
    if (row[key] < targets[key]) misses.push(`${key} ${row[key]} < ${targets[key]}`);
  }
  if (Number(clsText(row.cls)) > 0) misses.push(`CLS ${clsText(row.cls)} > 0`);
  if (page === "/" && row.jsKb >= targets.homeJsKb) misses.push(`JS ${row.jsKb.toFixed(1)} KB >= ${targets.homeJsKb} KB`);
  // Judged on the printed two decimals, like CLS, so the verdict matches the table.
  if (page === "/" && row.lcpRatio !== undefined && Number(ratioText(row.lcpRatio)) > targets.homeLcpRatio) {
    misses.push(`LCP ${ratioText(row.lcpRatio)}x the reference page's > ${targets.homeLcpRatio}x`);
  }
  return misses;
};

const header =
  "| page | perf | worst run | a11y | best practices | SEO | LCP ms | LCP x ref | TBT ms | CLS | JS KB (transferred) | total KB | host index |";

const pageLabel = ({ page, reference }) => (reference ? `${page} (reference)` : page);

const tableRow = (row) =>
  `| ${pageLabel(row)} | ${row.performance} | ${row.worstPerformance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
  `${Math.round(row.lcpMs)} | ${ratioText(row.lcpRatio)} | ${Math.round(row.tbtMs)} | ${clsText(row.cls)} | ` +
  `${row.jsKb.toFixed(1)} | ${row.totalKb.toFixed(1)} | ${Math.round(row.hostIndex)} |`;

/**
 * The Markdown table of medians (the reference page's row marked, every LCP also as a ratio
 * to it), and closing lines on the targets and on what the columns mean.
 */
export const reportLines = (rows) => {
  const measured = withLcpRatios(rows);
  const lines = [header, header.replace(/[^|]/g, "-"), ...measured.map(tableRow)];
  const misses = measured.flatMap((row) => targetMisses(row.page, row).map((miss) => `${pageLabel(row)}: ${miss}`));
  lines.push("");
  lines.push(misses.length ? `Targets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "All targets met.");
  lines.push(
    "LCP x ref is a page's median LCP over the reference page's: a hand-written HTML page (inline CSS, " +
      "one image, no JavaScript) served by the same server in the same run. Total KB is Lighthouse's " +
      "total-byte-weight, everything the page transferred.",
  );
  lines.push(
    "Host index is Lighthouse's benchmarkIndex (median); every time figure scales with it, " +
      "because Lighthouse multiplies the tasks it observes by four.",
  );
  return lines;
};
