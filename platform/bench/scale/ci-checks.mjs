/**
 * What `npm run test:scale` (bench-scale --ci) asserts: counts only, never times. Pure.
 * Tests: platform/bench/scale/__tests__/ci-checks.test.ts.
 */

export const ciLimits = {
  /** Pages an edit of one post may re-render (its page, list pages, its category and tags...). */
  editHtmlPages: 50,
  /** Bytes of /blog/'s page-data.json and of any static query result. */
  pageDataBytes: 40 * 1024,
};

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Messages of the limits a run broke (empty when it passed). `htmlPages` are the pages each
 * build rendered (0 when Gatsby skipped the step); `largestStaticQuery` is `{ file, bytes }`
 * or null when there is none.
 * @param {object} run
 * @param {{ noChange: number, titleEdit: number, bodyEdit: number }} run.htmlPages
 * @param {number} run.blogPageDataBytes
 * @param {{ file: string, bytes: number } | null} run.largestStaticQuery
 * @returns {string[]}
 */
export const ciFailures = ({ htmlPages, blogPageDataBytes, largestStaticQuery }) => {
  const failures = [];
  if (htmlPages.noChange > 0) {
    failures.push(`the rebuild with nothing changed rendered ${htmlPages.noChange} HTML pages (expected 0)`);
  }
  for (const [build, label] of /** @type {const} */ ([
    ["titleEdit", "one post's title"],
    ["bodyEdit", "one post's body"],
  ])) {
    if (htmlPages[build] > ciLimits.editHtmlPages) {
      failures.push(
        `the rebuild after editing ${label} rendered ${htmlPages[build]} HTML pages (limit ${ciLimits.editHtmlPages})`,
      );
    }
  }
  if (blogPageDataBytes > ciLimits.pageDataBytes) {
    failures.push(`public/page-data/blog/page-data.json is ${kb(blogPageDataBytes)} (limit ${kb(ciLimits.pageDataBytes)})`);
  }
  if (largestStaticQuery && largestStaticQuery.bytes > ciLimits.pageDataBytes) {
    failures.push(
      `the static query result ${largestStaticQuery.file} is ${kb(largestStaticQuery.bytes)} (limit ${kb(ciLimits.pageDataBytes)})`,
    );
  }
  return failures;
};
