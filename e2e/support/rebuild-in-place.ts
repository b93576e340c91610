import { expect } from "@playwright/test";
import { projectRoot } from "../../platform/build/project-copy.mjs";
import { gatsbyCli, plainText, runCommand } from "./isolated-build";

/**
 * How long a rebuild in place may take: the rebuilds of the specs that use it took 20-40 s here
 * (the first with the self-hosted adapter compresses every file once more), about three times that.
 */
const rebuildTimeoutMs = 2 * 60_000;

/** The timeout of a test (or hook) that rebuilds in place once: the rebuild and its checks. */
export const oneRebuildTestTimeoutMs = rebuildTimeoutMs + 60_000;

/**
 * A warm `gatsby build` of the served `public` folder from the CMS as it is now, as a rebuild after
 * an editor's save makes it (`env` adds settings, such as the self-hosted adapter); fails the test
 * when the build fails. Resolves with its output as one line. Only the specs that run after every
 * other (their Playwright projects depend on the rest: playwright.config.ts) may use it: the others
 * read `public`.
 */
export const rebuildInPlace = async (env: NodeJS.ProcessEnv = {}): Promise<string> => {
  const build = await runCommand(process.execPath, [gatsbyCli, "build"], {
    cwd: projectRoot,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    timeoutMs: rebuildTimeoutMs,
  });
  const output = plainText(build.output);
  expect(build.code, output.slice(-3000)).toBe(0);
  return output;
};
