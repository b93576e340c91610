import { expect } from "@playwright/test";
import { gatsbyCli, plainText, runCommand } from "./isolated-build";

/**
 * A warm `gatsby build` of the served `public` folder from the CMS as it is now, as a rebuild after
 * an editor's save makes it; fails the test when the build fails. Resolves with its output as one
 * line. Only the specs that run after every other (their Playwright projects depend on the rest:
 * playwright.config.ts) may use it: the others read `public`.
 */
export const rebuildInPlace = async (): Promise<string> => {
  const build = await runCommand(process.execPath, [gatsbyCli, "build"], {
    cwd: process.cwd(),
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    timeoutMs: 7 * 60_000,
  });
  const output = plainText(build.output);
  expect(build.code, output.slice(-3000)).toBe(0);
  return output;
};
