import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessChromiumPath, failureTraces } from "./scripts/lib/chromium.mjs";
import { localOrigins } from "./scripts/lib/local-origins.mjs";

/** End-to-end tests run against the production build (`gatsby serve`) in Debian's Chromium. */
export const e2ePort = Number(process.env.E2E_PORT ?? 9100);
const baseURL = `http://127.0.0.1:${e2ePort}`;

/** How screenshots are compared with their baselines, wherever a project takes them. */
const screenshotComparison = {
  // No platform or project suffix: the baselines are Debian's Chromium on Linux only.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFileName}/{arg}{ext}",
  expect: {
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // Runs here give identical pixels (images drawn nearest-neighbour: see
      // e2e/support/visual.ts). The default colour distance and 100 pixels leave room
      // for anti-aliasing noise; a moved text, border or block changes thousands.
      threshold: 0.2,
      maxDiffPixels: 100,
      // Each whole screenshot test took 1.4-5.5 s here.
      timeout: 15_000,
    },
  },
} as const;

export default defineConfig({
  testDir: "./e2e",
  // Only the specs: e2e/validators and e2e/audit also hold Jest's unit tests (*.test.ts).
  testMatch: "**/*.spec.ts",
  // Node loads the project's ES modules itself (require(esm)), so specs share the scripts'
  // helpers (cms/server, platform/build): Playwright's CommonJS compile of an .mjs would fail.
  build: { external: ["**/*.mjs"] },
  fullyParallel: true,
  forbidOnly: true,
  // No retries: a fail-then-pass would exit 0 and hide a flaky test; fix its cause instead.
  retries: 0,
  // Four workers on two cores: the tests also wait (on the CMS, the Functions, Redis, the
  // network, a quiet network before axe), and with two the cores were a quarter idle over the
  // page tests (vmstat, a fresh-clone run). One build, headless Chromium, 2026-11-29: all 243
  // tests in 7.4 min with two workers, 6.8 min with three; the page and screenshot tests (207)
  // in 4.5 min with three (13.8 % idle) and 4.0 min with four (7.5 % idle), one after the other
  // on one build. What times answers runs alone after them (the timing project).
  workers: 4,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: failureTraces,
    launchOptions: {
      executablePath: headlessChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      // e2e/preview/ runs against the preview server, with its own config (npm run test:preview).
      testIgnore: [
        /(build-token-files|content-changes|landing-pages|menu-changes|load|response-timing|seo-redirects|visual)\.spec\.ts/,
        /[\\/]preview[\\/]/,
      ],
    },
    {
      // Screenshot comparison of every page type (e2e/visual.spec.ts). It runs beside the
      // page tests, on the same build, before the seo-redirects project rebuilds the site.
      name: "visual",
      use: { ...devices["Desktop Chrome"], channel: undefined, reducedMotion: "reduce" },
      testMatch: /visual\.spec\.ts/,
      ...screenshotComparison,
    },
    {
      // A burst of concurrent form posts, alone on the machine once the page tests are done.
      name: "load",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /load\.spec\.ts/,
      dependencies: ["chromium", "visual"],
    },
    {
      // How long refusals take (e2e/response-timing.spec.ts), measured with the machine to
      // itself after the burst: a neighbouring worker's page sweep skews single answers.
      name: "timing",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /response-timing\.spec\.ts/,
      dependencies: ["load"],
    },
    {
      // Publishes a post of its own (with a hero and a body image) for a few seconds. The page
      // tests compare the CMS's published posts with the build, so it runs after them: beside
      // them, the search index missed "its" post and the body-image test picked it (CI failed).
      name: "build-token",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /build-token-files\.spec\.ts/,
      dependencies: ["timing"],
    },
    {
      // Changes SEO fields and a category's slug in the CMS and rebuilds the site in place (with
      // the self-hosted adapter, then without), so it waits until nothing else reads either.
      name: "seo-redirects",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /seo-redirects\.spec\.ts/,
      dependencies: ["build-token"],
    },
    {
      // An editor's saves (content, a landing page, a menu entry's name) and one rebuild in place
      // for all three projects below, which check the rebuilt site side by side; its teardown
      // puts the saves back, rebuilds, and checks they are gone, also when a check failed.
      // Alone, on the last build: `E2E_SKIP_BUILD=1 E2E_EDITS_ALONE=1 npm run test:e2e --
      // --project site-edits --project menu-changes` (the teardown comes with its setup; not
      // --no-deps, which would run the setup, the checks and the teardown side by side).
      name: "site-edits",
      testMatch: /site-edits\.setup\.ts/,
      dependencies: process.env.E2E_EDITS_ALONE === "1" ? [] : ["seo-redirects"],
      teardown: "site-edits-restore",
    },
    {
      name: "site-edits-restore",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /site-edits-restore\.teardown\.ts/,
    },
    {
      name: "content-changes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /content-changes\.spec\.ts/,
      dependencies: ["site-edits"],
    },
    {
      // Its screenshots are compared as the visual project's are.
      name: "landing-pages",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /landing-pages\.spec\.ts/,
      ...screenshotComparison,
      dependencies: ["site-edits"],
    },
    {
      name: "menu-changes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /menu-changes\.spec\.ts/,
      dependencies: ["site-edits"],
    },
  ],
  webServer: {
    command: `node node_modules/gatsby/cli.js serve --host 127.0.0.1 --port ${e2ePort}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // gatsby serve answered 3.6 s after its start here, on the loaded machine.
    timeout: 12_000,
    // Tests stand in for many visitors by sending X-Forwarded-For (see e2e/forms.spec.ts);
    // the server's own pages may post its forms, as under `npm run serve`.
    env: { TRUST_PROXY: "true", FORMS_ALLOWED_ORIGINS: localOrigins("127.0.0.1", e2ePort).join(",") },
  },
});
