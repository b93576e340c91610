/**
 * The audit's arithmetic: figures from one Lighthouse result, medians over runs, LCP as a
 * ratio to the reference page's, the table `npm run audit` prints and the targets the issues
 * set. Pure, so it is unit-tested (e2e/audit/__tests__/audit-figures.test.ts).
 */

/**
 * The parts of a Lighthouse result (import("lighthouse").Result) read here.
 * @typedef {object} LighthouseResult
 * @property {Record<string, { score: number | null } | undefined>} categories
 * @property {Record<string, { numericValue?: number, details?: object } | undefined>} audits
 * @property {{ benchmarkIndex: number }} environment
 */

/**
 * One Lighthouse run's figures.
 * @typedef {object} RunFigures
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} jsKb
 * @property {number} totalKb
 * @property {number} hostIndex
 */

/**
 * A page's medians over its runs, and its worst run's performance score.
 * @typedef {RunFigures & { worstPerformance: number }} PageFigures
 */

/**
 * A page's medians as the audit reports them; `reference` marks the reference page.
 * @typedef {PageFigures & { page: string, reference?: boolean }} AuditRow
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

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // Casts: an odd count has a middle value; an empty list gives NaN as undefined + undefined did.
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * `value`, which a Lighthouse run always reports; throws with `what` when it is missing.
 * @template T
 * @param {T | undefined} value
 * @param {string} what
 * @returns {T}
 */
const reported = (value, what) => {
  if (value === undefined) throw new Error(`the Lighthouse result has no ${what}`);
  return value;
};

/**
 * A category's score out of 100 (a null score, not applicable, counts as 0).
 * @param {LighthouseResult} lhr
 * @param {string} id
 */
const score = (lhr, id) => Math.round((reported(lhr.categories[id], `${id} category`).score ?? 0) * 100);

/**
 * An audit's numeric value (NaN when the audit has none).
 * @param {LighthouseResult} lhr
 * @param {string} id
 */
const numericValue = (lhr, id) => reported(lhr.audits[id], `${id} audit`).numericValue ?? Number.NaN;

/** @param {LighthouseResult} lhr */
const scriptTransferKb = (lhr) => {
  const requests = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] } | undefined} */ (
    lhr.audits["network-requests"]?.details
  );
  const scripts = (requests?.items ?? []).filter((item) => item.resourceType === "Script");
  return scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
};

/**
 * One run's figures; `hostIndex` is Lighthouse's benchmarkIndex, the host's speed that run.
 * @param {LighthouseResult} lhr
 * @returns {RunFigures}
 */
export const figuresOf = (lhr) => ({
  performance: score(lhr, "performance"),
  accessibility: score(lhr, "accessibility"),
  bestPractices: score(lhr, "best-practices"),
  seo: score(lhr, "seo"),
  lcpMs: numericValue(lhr, "largest-contentful-paint"),
  tbtMs: numericValue(lhr, "total-blocking-time"),
  cls: numericValue(lhr, "cumulative-layout-shift"),
  jsKb: scriptTransferKb(lhr),
  // Everything the page transferred (HTML, CSS, JS, images, fonts, data), headers included.
  totalKb: numericValue(lhr, "total-byte-weight") / 1024,
  hostIndex: lhr.environment.benchmarkIndex,
});

/**
 * The median of every figure over a page's runs, plus the worst run's performance score.
 * @param {RunFigures[]} runs at least one
 * @returns {PageFigures}
 */
export const summarize = (runs) => {
  const figures = /** @type {(keyof RunFigures)[]} */ (Object.keys(/** @type {RunFigures} */ (runs[0])));
  const medians = /** @type {RunFigures} */ (
    Object.fromEntries(figures.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
  return { ...medians, worstPerformance: Math.min(...runs.map((run) => run.performance)) };
};

/** @param {number} cls */
const clsText = (cls) => cls.toFixed(3);
/** @param {number | undefined} ratio */
const ratioText = (ratio) => (ratio === undefined ? "n/a" : ratio.toFixed(2));

/**
 * Each row with `lcpRatio`, its median LCP divided by the reference row's (the row marked
 * `reference`); undefined when there is no usable reference.
 * @template {AuditRow} Row
 * @param {Row[]} rows
 * @returns {Array<Row & { lcpRatio: number | undefined }>}
 */
export const withLcpRatios = (rows) => {
  const referenceLcp = rows.find((row) => row.reference)?.lcpMs;
  const usable = referenceLcp !== undefined && referenceLcp > 0;
  return rows.map((row) => ({ ...row, lcpRatio: usable ? row.lcpMs / referenceLcp : undefined }));
};

/**
 * What a page's medians miss of the targets, as readable phrases (none when all are met).
 * @param {string} page
 * @param {PageFigures & { lcpRatio?: number | undefined }} row
 * @returns {string[]}
 */
export const targetMisses = (page, row) => {
  const misses = [];
  if (row.performance < targets.performance) misses.push(`performance ${row.performance} < ${targets.performance}`);
  for (const key of /** @type {const} */ (["accessibility", "bestPractices", "seo"])) {
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

/** @param {AuditRow} row */
const pageLabel = ({ page, reference }) => (reference ? `${page} (reference)` : page);

/** @param {AuditRow & { lcpRatio: number | undefined }} row */
const tableRow = (row) =>
  `| ${pageLabel(row)} | ${row.performance} | ${row.worstPerformance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
  `${Math.round(row.lcpMs)} | ${ratioText(row.lcpRatio)} | ${Math.round(row.tbtMs)} | ${clsText(row.cls)} | ` +
  `${row.jsKb.toFixed(1)} | ${row.totalKb.toFixed(1)} | ${Math.round(row.hostIndex)} |`;

/**
 * The Markdown table of medians (the reference page's row marked, every LCP also as a ratio
 * to it), and closing lines on the targets and on what the columns mean.
 * @param {AuditRow[]} rows
 * @returns {string[]}
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
