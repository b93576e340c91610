/**
 * Debian's Chromium and the flags it needs here as root on a closed network; shared by everything
 * that drives a browser.
 */

/**
 * The browser the test suites drive (the Playwright configs, the scale and publishing checks):
 * Debian's `chromium-headless-shell`, the same Chromium release built for headless use only, as
 * Playwright itself runs headless. The every-page sweep took 122 and 141 s with it against 147
 * and 152 s with the full browser (alternating, one run each, 2026-11-29); the screenshot
 * baselines pass unchanged on it.
 */
export const headlessChromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * The full browser (Debian's `chromium`), for the tools run by hand: the Lighthouse audit (which
 * launches it itself), the showreel's recording (MediaRecorder) and the docs' screenshots.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
