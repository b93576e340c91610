#!/usr/bin/env node
/**
 * `npm run test:platform`: the self-hosted front door on the real engines. Builds with the
 * self-hosted adapter (SITE_ADAPTER=self-hosted, against the embedded CMS as `npm run build`
 * does), then serves the build with Debian's nginx and two Functions replicas and checks it with
 * real requests (platform/test/front-door-test.mjs); then runs the production stack on that build
 * from an empty state folder (platform/test/stack-test.mjs: PostgreSQL, Redis, two Directus
 * instances, two replicas, nginx), and beside it the load and fault counts on a stack of their
 * own that serves a copy of the build (platform/bench/load-bench.mjs --ci).
 * PLATFORM_SKIP_BUILD=1 reuses the last self-hosted build. Needs nginx (`apt-get install nginx
 * libnginx-mod-http-brotli-static`), redis-server and postgresql.
 * Heavy (a build, the CMS): run it under the lock, `flock /tmp/heavy.lock npm run test:platform`.
 * Exits 1 when a check fails.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { adminToken } from "../cms/server/index.mjs";
import { runFrontDoorTest } from "../platform/test/front-door-test.mjs";
import { reportedGatsbyBuild } from "../platform/build/build-report.mjs";
import { gatsbyEnvironment, isEmbeddedCmsUrl } from "./lib/embedded-cms.mjs";
import { makeProjectCopy, projectRoot, removeProjectCopy } from "../platform/build/project-copy.mjs";
import { gatsbyBin, run, runCollected } from "./lib/run.mjs";

if (process.env.DIRECTUS_URL && !isEmbeddedCmsUrl(process.env.DIRECTUS_URL)) {
  console.error("test:platform checks what a form stored with the embedded CMS's admin token; leave DIRECTUS_URL unset.");
  process.exit(1);
}

/** How long each part that ran took, printed at the end: this test is the longest of its stage in `npm test`. */
const partTimes = /** @type {string[]} */ ([]);
/**
 * @template T
 * @param {string} part
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
const timed = async (part, work) => {
  const started = performance.now();
  const result = await work();
  partTimes.push(`${part} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result;
};

let code = await timed("build and front door", async () => {
  const { env, stop } = await gatsbyEnvironment({ quiet: true });
  try {
    const reuse = process.env.PLATFORM_SKIP_BUILD === "1" && existsSync("self-hosted/manifests/routes.json");
    if (reuse) console.log("test:platform: reusing the last self-hosted build (PLATFORM_SKIP_BUILD=1)");
    const built = reuse
      ? 0
      : await reportedGatsbyBuild({ gatsbyBin, env: { ...env, SITE_ADAPTER: "self-hosted" }, label: "npm run test:platform" });
    if (built !== 0) return built;
    const { failed } = await runFrontDoorTest({ env, adminToken: adminToken() });
    return failed === 0 ? 0 : 1;
  } finally {
    await stop();
  }
});
if (code === 0) {
  // The production stack on that build (its own process: it sets the CMS's environment itself),
  // and beside it load and faults at small scale on a stack of their own, asserting the counts
  // (npm run bench:load prints the figures). The stack test's build service builds in the
  // checkout, so the load bench serves a copy of this build, and its output comes at the end.
  const loadRoot = await makeProjectCopy("northbeam-load-", { withBuild: true });
  try {
    const [stackCode, load] = await Promise.all([
      timed("stack", () => run(process.execPath, ["platform/test/stack-test.mjs"])),
      timed("load and faults", () =>
        runCollected(process.execPath, [path.join(projectRoot, "platform/bench/load-bench.mjs"), "--ci"], { cwd: loadRoot }),
      ),
    ]);
    console.log(
      `\ntest:platform: load and faults (npm run bench:load -- --ci, on a copy of the build)\n${load.output.trimEnd()}`,
    );
    code = stackCode === 0 && load.code === 0 ? 0 : 1;
  } finally {
    await removeProjectCopy(loadRoot);
  }
}
console.log(`test:platform: ${partTimes.join(", ")}`);
process.exit(code);
