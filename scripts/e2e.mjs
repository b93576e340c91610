#!/usr/bin/env node
/**
 * End-to-end tests: the embedded CMS (or DIRECTUS_URL) and a throwaway Redis, a production
 * build from the CMS (reported to its "Site builds" like `npm run build`), then Playwright
 * against `gatsby serve`. Both services stay up during the tests and stop after.
 * E2E_SKIP_BUILD=1 reuses the last build (handy while writing specs). Extra arguments go to
 * Playwright, e.g. `npm run test:e2e -- e2e/home.spec.ts`. With CI set, a build that generates
 * other GraphQL types than the committed src/gatsby-types.d.ts fails the run
 * (scripts/lib/generated-types.mjs).
 */
import { reportedGatsbyBuild } from "../platform/build/build-report.mjs";
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { checkGeneratedTypes } from "./lib/generated-types.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";
import { startTestRedis } from "./lib/test-redis.mjs";

const redis = await startTestRedis();
const { env, stop } = await gatsbyEnvironment({ quiet: true });
env.E2E_REDIS_URL = redis.url;
// The blog's search index in shards of 10 posts (src/gatsby/node/search-shards.ts): the sample
// posts then span several shards, and the search tests search them merged, as at scale.
env.SEARCH_INDEX_SHARD_DIGITS = "1";
let code = 0;
if (process.env.E2E_SKIP_BUILD !== "1") {
  code = await reportedGatsbyBuild({ gatsbyBin, env, label: "end-to-end tests' build (npm run test:e2e)" });
  // On CI the build must regenerate exactly the committed GraphQL types.
  if (code === 0 && process.env.CI) code = checkGeneratedTypes();
}
if (code === 0) {
  code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], { env });
}
await stop();
redis.stop();
process.exit(code);
