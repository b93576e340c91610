import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { rejectedTokenMessage, unreachableMessage } from "../plugins/gatsby-source-directus/src/errors";
import { defaultOptions } from "../plugins/gatsby-source-directus/src/options";
import {
  closedPort,
  gatsbyBuild,
  makeProjectCopy,
  plainText,
  removeProjectCopy,
  type CommandResult,
} from "./support/isolated-build";

/**
 * A misconfigured CMS must stop the build with one message naming the setting to fix, never
 * produce a site with an empty blog. Each build runs in a throwaway copy of the project:
 * changed plugin options make Gatsby wipe `.cache` and `public`, which the other specs serve.
 */
const cmsUrl = process.env.DIRECTUS_URL ?? "http://127.0.0.1:8055";

// Gatsby boots (compiles its files, loads plugins) before sourcing; on a closed port the client
// then retries with back-off 0.5 + 1 + 2 s, and a rejected token fails at once. Each test, a
// project copy and that build, took 18.5-20.7 s here, beside the other worker: about three times.
const buildTimeoutMs = 60_000;
test.describe.configure({ timeout: buildTimeoutMs + 10_000 });

const buildInCopy = async (env: NodeJS.ProcessEnv): Promise<CommandResult & { blogBuilt: boolean }> => {
  const dir = await makeProjectCopy();
  try {
    // DIRECTUS_TOKEN "" counts as unset in gatsby-config; drafts never matter here.
    const result = await gatsbyBuild(dir, { DIRECTUS_TOKEN: "", DIRECTUS_INCLUDE_DRAFTS: "", ...env }, buildTimeoutMs);
    return { ...result, output: plainText(result.output), blogBuilt: existsSync(path.join(dir, "public/blog")) };
  } finally {
    await removeProjectCopy(dir);
  }
};

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

test("an unreachable CMS stops the build with a message naming DIRECTUS_URL", async () => {
  const url = `http://127.0.0.1:${await closedPort()}`;
  const result = await buildInCopy({ DIRECTUS_URL: url });

  expect(result.timedOut, result.output).toBe(false);
  expect(result.code, result.output).not.toBe(0);
  const message = unreachableMessage(url, `ECONNREFUSED after ${defaultOptions.retries + 1} attempts`);
  expect(result.output).toContain(message);
  expect(occurrences(result.output, message), "printed once").toBe(1);
  expect(result.blogBuilt).toBe(false);
});

test("a rejected token stops the build with a message naming DIRECTUS_TOKEN", async () => {
  const result = await buildInCopy({ DIRECTUS_URL: cmsUrl, DIRECTUS_TOKEN: "some-invalid-token" });

  expect(result.timedOut, result.output).toBe(false);
  expect(result.code, result.output).not.toBe(0);
  const message = rejectedTokenMessage(cmsUrl.replace(/\/+$/, ""), 401);
  expect(result.output).toContain(message);
  expect(occurrences(result.output, message), "printed once").toBe(1);
  expect(result.blogBuilt).toBe(false);
});
