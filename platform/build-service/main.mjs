#!/usr/bin/env node
/**
 * The build service (a process of the production stack, platform/stack/stack.mjs): receives the
 * CMS's build hook (receiver.mjs), queues builds on the stack's Redis (build-queue.mjs), runs
 * them one at a time in the checkout (build-worker.mjs, run-build.mjs) and makes each
 * successful build the live release (publish-release.mjs, releases.mjs).
 *
 * Settings (the stack sets them): BUILD_SERVICE_PORT, BUILD_SERVICE_SECRET (the hook's
 * token), BUILD_SERVICE_REDIS_URL, STACK_DIR (releases in its `releases/`), SITE_NGINX_PID_FILE
 * (the site's nginx, reloaded after a switch), STACK_RELEASES_KEEP (default 5), SITE_ROOT (the
 * checkout; default the current folder), BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS (default 3600: a
 * build still running then is stopped and reported failed, run-build.mjs). Everything else in the environment goes to the build
 * (DIRECTUS_URL, DIRECTUS_TOKEN, SITE_BUILD_REPORT_TOKEN, SITE_ADAPTER...). SIGTERM stops the
 * running build and the process.
 */
import path from "node:path";
import { openBuildQueue } from "./build-queue.mjs";
import { startBuildWorker } from "./build-worker.mjs";
import { publishBuild } from "./publish-release.mjs";
import { parseKeepReleases } from "./release-plan.mjs";
import { currentRelease, releasesLayout } from "./releases.mjs";
import { createReceiver } from "./receiver.mjs";
import { parseTimeLimit, startBuild } from "./run-build.mjs";

/** @param {string} line */
const log = (line) => console.log(`build-service: ${line}`);

/** @param {string} name */
const required = (name) => {
  const value = process.env[name];
  if (!value) {
    console.error(`build-service: ${name} is not set`);
    process.exit(2);
  }
  return value;
};

const port = Number(required("BUILD_SERVICE_PORT"));
const secret = required("BUILD_SERVICE_SECRET");
const redisUrl = required("BUILD_SERVICE_REDIS_URL");
const stateDir = path.resolve(required("STACK_DIR"));
const nginxPidFile = required("SITE_NGINX_PID_FILE");
const root = path.resolve(process.env.SITE_ROOT ?? process.cwd());
const keep = parseKeepReleases(process.env.STACK_RELEASES_KEEP);
const timeLimitSeconds = parseTimeLimit(process.env.BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS);

/** The build's environment: this one without the service's own settings. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("BUILD_SERVICE_")));

const queue = openBuildQueue(redisUrl);
// One build at a time across every worker that may ever serve this queue.
await queue.queue.setGlobalConcurrency(1);
const worker = startBuildWorker({
  redisUrl,
  build: () => startBuild({ root, env: buildEnv, timeLimitSeconds }),
  publish: (label) => publishBuild({ stateDir, root, keep, label, nginxPidFile }),
  log,
});
const receiver = createReceiver({
  secret,
  request: queue.request,
  status: async () => ({
    queue: await queue.counts(),
    builds: worker.stats(),
    release: await currentRelease(releasesLayout(stateDir).dir),
  }),
  log,
});
receiver.listen(port, "127.0.0.1", () => log(`listening on 127.0.0.1:${port}; releases in ${releasesLayout(stateDir).dir}`));

let stopping = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    receiver.close();
    await worker.close();
    await queue.close();
    process.exit(0);
  });
}
