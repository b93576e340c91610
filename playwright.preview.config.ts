import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessChromiumPath, failureTraces } from "./scripts/lib/chromium.mjs";
import { previewUrl } from "./scripts/lib/preview-url.mjs";

/**
 * The live preview inside the CMS's app (`npm run test:preview`, scripts/test-preview.mjs):
 * the preview server (`npm run preview`: gatsby develop with drafts, on 127.0.0.1:8001, where
 * the CMS's preview URL and its "Refresh the preview" flow point) against the embedded CMS,
 * in Debian's Chromium. Kept apart from the production-build tests of playwright.config.ts.
 */
export default defineConfig({
  testDir: "./e2e/preview",
  // Node loads the project's ES modules itself (require(esm)), so specs share the scripts'
  // helpers (cms/server, platform/build): Playwright's CommonJS compile of an .mjs would fail.
  build: { external: ["**/*.mjs"] },
  forbidOnly: true,
  // No retries: a fail-then-pass would exit 0 and hide a flaky test; fix its cause instead.
  retries: 0,
  workers: 1,
  // The Directus app is a large single-page app: a post's form showed its title 3.8-4.9 s after
  // the app was opened here.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report/preview" }]],
  outputDir: "test-results/preview",
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    viewport: { width: 1600, height: 1000 },
    trace: failureTraces,
    launchOptions: { executablePath: headlessChromiumPath, args: chromiumFlags },
  },
  webServer: {
    // scripts/develop.mjs --preview finds the CMS through DIRECTUS_URL (set by test-preview.mjs).
    command: "node scripts/develop.mjs --preview",
    url: `${previewUrl}/`,
    // `npm test` starts it ahead, in a project copy beside the platform test (scripts/lib/preview-server.mjs).
    reuseExistingServer: !process.env.CI || process.env.PREVIEW_SERVER_STARTED === "1",
    // gatsby develop answered 20-45 s after its start here (a cold .cache included).
    timeout: 150_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
