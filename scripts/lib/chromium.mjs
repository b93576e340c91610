/**
 * Debian's Chromium and the flags it needs here as root on a closed network; shared by the
 * Playwright config and the Lighthouse audit.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Playwright's trace of a failed test, for the Playwright configs. Recording one for every test
 * (`retain-on-failure` keeps it only when the test fails) cost about a tenth of the every-page
 * sweep's time here (2026-11-29: 136 s with it, 117 and 128 s without), and CI keeps only the
 * log, never `test-results/`. So CI runs record none; local runs keep a failed test's trace
 * (`npx playwright show-trace test-results/<test>/trace.zip`).
 * @type {"off" | "retain-on-failure"}
 */
export const failureTraces = process.env.CI ? "off" : "retain-on-failure";
