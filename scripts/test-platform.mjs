#!/usr/bin/env node
/**
 * `npm run test:platform`: the self-hosted front door on the real engines. Builds with the
 * self-hosted adapter (SITE_ADAPTER=self-hosted, against the embedded CMS as `npm run build`
 * does), then serves the build with Debian's nginx and two Functions replicas and checks it with
 * real requests (platform/test/front-door-test.mjs); then runs the production stack on that build
 * from an empty state folder (platform/test/stack-test.mjs: PostgreSQL, Redis, two Directus
 * instances, two replicas, nginx). PLATFORM_SKIP_BUILD=1 reuses the last
 * self-hosted build. Needs nginx (`apt-get install nginx libnginx-mod-http-brotli-static`),
 * redis-server and postgresql.
 * Heavy (a build, the CMS): run it under the lock, `flock /tmp/heavy.lock npm run test:platform`.
 * Exits 1 when a check fails.
 */
import { existsSync } from "node:fs";
import { adminToken } from "../cms/server/index.mjs";
import { runFrontDoorTest } from "../platform/test/front-door-test.mjs";
import { reportedGatsbyBuild } from "../platform/build/build-report.mjs";
import { gatsbyEnvironment, isEmbeddedCmsUrl } from "./lib/embedded-cms.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

if (process.env.DIRECTUS_URL && !isEmbeddedCmsUrl(process.env.DIRECTUS_URL)) {
  console.error("test:platform checks what a form stored with the embedded CMS's admin token; leave DIRECTUS_URL unset.");
  process.exit(1);
}

/** How long each part that ran took, printed at the end: this test is the longest of its stage in `npm test`. */
const partTimes = /** @type {string[]} */ ([]);
let partStarted = performance.now();
/** @param {string} part */
const partDone = (part) => {
  partTimes.push(`${part} ${((performance.now() - partStarted) / 1000).toFixed(0)} s`);
  partStarted = performance.now();
};

const { env, stop } = await gatsbyEnvironment({ quiet: true });
let code = 1;
try {
  if (process.env.PLATFORM_SKIP_BUILD === "1" && existsSync("self-hosted/manifests/routes.json")) {
    console.log("test:platform: reusing the last self-hosted build (PLATFORM_SKIP_BUILD=1)");
    code = 0;
  } else {
    code = await reportedGatsbyBuild({ gatsbyBin, env: { ...env, SITE_ADAPTER: "self-hosted" }, label: "npm run test:platform" });
  }
  if (code === 0) {
    const { failed } = await runFrontDoorTest({ env, adminToken: adminToken() });
    code = failed === 0 ? 0 : 1;
  }
} finally {
  await stop();
}
partDone("build and front door");
// The production stack on the same build (its own process: it sets the CMS's environment itself).
if (code === 0) {
  code = await run(process.execPath, ["platform/test/stack-test.mjs"]);
  partDone("stack");
}
// Load and faults at small scale on a stack of its own, asserting the counts (npm run bench:load prints the figures).
if (code === 0) {
  code = await run(process.execPath, ["platform/bench/load-bench.mjs", "--ci"]);
  partDone("load and faults");
}
console.log(`test:platform: ${partTimes.join(", ")}`);
process.exit(code);
