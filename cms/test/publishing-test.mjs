#!/usr/bin/env node
/**
 * `npm run test:publishing`: scheduled publishing and coalesced, reported rebuilds, end to end,
 * against a THROWAWAY COPY of the embedded CMS (cms/server/throwaway-cms.mjs: the
 * editor's CMS is never written to) with its real flows and site-rebuild hook, and builds in a
 * throwaway copy of the project (platform/build/project-copy.mjs: the checkout's .cache/ and
 * public/ are left alone). The copy's build hook is a recording HTTP server of this script,
 * and its rebuild window is SITE_REBUILD_WINDOW_SECONDS=3 (`--window N`).
 *
 * 1. Coalescing: five saves of a published post within the window and one save of a draft make
 *    exactly one build-hook call once the window has closed; saves of a draft alone make none;
 *    a burst of ten saves makes one. Each request is recorded in site_builds.
 * 2. A post scheduled 45 s ahead (`--lead S`) cannot be read publicly or by the build token
 *    and is absent from a build that sourced before its time (page, archive, feed, sitemap);
 *    that build (`scripts/build.mjs`, as `npm run build` runs it: the copy's cold one, or in
 *    place the checkout's warm one) reports itself: a finished row with its duration.
 * 3. The flow "Publish scheduled posts" publishes it at most a minute late, dated by its
 *    publish time (watched from the scheduling on, so while that build runs), which makes
 *    exactly one build-hook call; the build that call stands for shows it. A landing page
 *    scheduled for the same time goes the same way, by the flow "Publish scheduled pages" (the
 *    same window, so still one call), and is at `/<slug>/` and `/light/<slug>/` after it.
 * 4. A build that fails (a rejected DIRECTUS_TOKEN) reports a failed row with the error.
 *
 * In the order 2, 3 and 4, with 1 beside the build of 3: its saves then wait out their windows
 * (about 40 s) during that build instead of before the scheduling, and so before the wait for
 * the flow's minute.
 *
 * `--in-place` builds in the checkout instead of a copy, warm from its last build: its `.cache/`
 * and `public/` then hold the CMS copy's site, so `npm test` runs it where nothing reads the
 * checkout's build, before the Netlify output test, which builds the checkout again from the
 * embedded CMS and cleans it. Its first build then sources within seconds, and `--lead 30` is
 * enough.
 *
 * Takes three to four minutes (one cold and two warm builds; in place, two to three). Run it
 * under the build lock: `flock /tmp/nb-build.lock npm run test:publishing`. Exits 1 when a check
 * fails.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildToken, directusClient, formsToken, localSecrets, previewToken, startThrowawayCms } from "../server/index.mjs";
import { makeProjectCopy, projectRoot, removeProjectCopy } from "../../platform/build/project-copy.mjs";
import { createSampleLandingPage } from "./sample-landing-page.mjs";
import { buildErrorSummary } from "../../platform/build/build-report.mjs";
import { freePort } from "../../platform/processes.mjs";

/** @param {string} name */
const numberArg = (name, fallback = 0) => {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} needs a number of seconds`);
  return value;
};

const windowSeconds = numberArg("--window", 3);
const leadSeconds = numberArg("--lead", 45);
const inPlace = process.argv.includes("--in-place");
// What the throwaway CMS sends to the recording build hook, made per run like every local secret.
const hookToken = randomUUID();
const runId = Date.now().toString(36);

/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const figures = [];
const started = performance.now();
/** @param {string} message */
const log = (message) =>
  console.log(`publishing: [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
/**
 * @param {boolean} ok
 * @param {string} what
 */
const check = (ok, what) => {
  console.log(`publishing: ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A call the build hook received.
 * @typedef {{ at: number, authorization: string | undefined, body: { source?: string, changes?: number, summary?: string } }} HookCall
 */

/** The build hook: records every call and answers 200. */
const startHookServer = async () => {
  /** @type {HookCall[]} */
  const calls = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      let parsed = {};
      try {
        parsed = JSON.parse(body);
      } catch {
        // recorded as an empty body
      }
      calls.push({ at: Date.now(), authorization: request.headers.authorization, body: parsed });
      response.end("ok");
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}/build-hook`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
};

const hook = await startHookServer();
const cms = await startThrowawayCms({
  port: await freePort(),
  keepFlows: true,
  env: { BUILD_HOOK_URL: hook.url, BUILD_HOOK_TOKEN: hookToken, SITE_REBUILD_WINDOW_SECONDS: String(windowSeconds) },
});
const project = inPlace ? projectRoot : await makeProjectCopy("nb-publishing-site-");
if (inPlace) log("building in the checkout, from its last build (--in-place)");
// Build logs outlive the project copy (printed at the end).
const logDir = mkdtempSync(path.join(tmpdir(), "nb-publishing-logs-"));
let buildNumber = 0;

/** What the source plugin prints once it has fetched the posts (plugins/gatsby-source-directus/src/source.ts). */
const sourcedLine = "success Sourcing from Directus";

/**
 * Runs `scripts/build.mjs` (what `npm run build` runs) in the project (copy) against the CMS
 * copy, its output in a log file. Resolves with its exit code, seconds, label, log file and
 * when (a `Date.now()`) its log said the posts were sourced, or null if it never did.
 * @param {NodeJS.ProcessEnv} [extraEnv]
 */
const build = async (extraEnv = {}) => {
  buildNumber += 1;
  const label = `publishing test build ${buildNumber} (${runId})`;
  const logFile = path.join(logDir, `build-${buildNumber}.log`);
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    CI: "1",
    GATSBY_TELEMETRY_DISABLED: "1",
    DIRECTUS_URL: cms.url,
    DIRECTUS_TOKEN: buildToken(),
    DIRECTUS_FORMS_TOKEN: formsToken(),
    SESSION_SECRET: localSecrets().sessionSecret,
    SITE_BUILD_LABEL: label,
    ...extraEnv,
  };
  delete env.DIRECTUS_INCLUDE_DRAFTS;
  const logStream = createWriteStream(logFile);
  /** @type {number | null} */
  let sourcedAt = null;
  let output = "";
  const begun = performance.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
      cwd: project,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const record = (/** @type {Buffer} */ chunk) => {
      logStream.write(chunk);
      if (sourcedAt !== null) return;
      output += chunk;
      if (output.includes(sourcedLine)) sourcedAt = Date.now();
    };
    child.stdout.on("data", record);
    child.stderr.on("data", record);
    child.once("error", reject);
    child.once("close", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  await new Promise((resolve) => logStream.end(resolve));
  const seconds = (performance.now() - begun) / 1000;
  log(`build ${buildNumber} exited with ${code} after ${seconds.toFixed(1)} s (log: ${logFile})`);
  return { code, seconds, label, logFile, sourcedAt };
};

/**
 * A failed build's error, and where its whole log is.
 * @param {{ code: number, logFile: string }} result
 */
const tail = ({ code, logFile }) => `${buildErrorSummary(readFileSync(logFile, "utf8"), code)}\n(whole log: ${logFile})`;

/**
 * The build rows of a label (there is one per build).
 * @param {string} label
 * @returns {Promise<{ status: string, duration_seconds: number | null, error: string | null, finished_at: string | null }[]>}
 */
const buildRows = (label) =>
  cms.api(
    "GET",
    `/items/site_builds?filter=${encodeURIComponent(JSON.stringify({ summary: { _eq: label } }))}&fields=status,duration_seconds,error,finished_at`,
  );

/**
 * Waits until the hook has `count` calls or `ms` passed; resolves with the calls.
 * @param {number} count
 * @param {number} ms
 */
const hookCallsAfter = async (count, ms) => {
  const deadline = Date.now() + ms;
  while (hook.calls.length < count && Date.now() < deadline) await sleep(200);
  return [...hook.calls];
};

/**
 * A window's worth of waiting, plus slack for the call and its record: the calls came when the
 * 3 s window closed here (3.0 s after the publish was seen), so 7 s is about twice that.
 */
const windowWaitMs = windowSeconds * 1000 + 4000;

/**
 * What the built site shows of a post.
 * @param {number} id
 * @param {string} title
 */
const builtSiteShows = (id, title) => {
  /** @param {string} file */
  const read = (file) =>
    existsSync(path.join(project, "public", file)) ? readFileSync(path.join(project, "public", file), "utf8") : "";
  return {
    page: existsSync(path.join(project, "public/blog", String(id), "index.html")),
    archive: read("blog/archive/index.html").includes(title),
    feed: read("rss.xml").includes(title),
    sitemap: read("sitemap-0.xml").includes(`/blog/${id}/`),
  };
};

/**
 * A Directus request with a token (or none), for access checks; resolves with the status.
 * @param {string} apiPath
 * @param {string | null} token
 */
const statusWith = async (apiPath, token) => (await directusClient({ url: cms.url, token }).send("GET", apiPath)).status;

/**
 * Watches a scheduled post from now on, polling every 0.5 s, until the flow has published it or
 * 90 s after its publish time: the flow runs once a minute, so the post goes live up to 60 s
 * late (21 s in a run here), the check allows 61 s, and the watch gives up half a minute after.
 * @param {number} id
 * @param {Date} publishAt
 */
const watchPublishing = (id, publishAt) => {
  /** @type {number | null} */
  let seenAt = null;
  /** @type {Promise<{ status: string, date_created: string } | null>} */
  const published = (async () => {
    while (Date.now() < publishAt.getTime() + 90_000) {
      /** @type {{ status: string, date_created: string }} */
      const state = await cms.api("GET", `/items/posts/${id}?fields=status,date_created`);
      if (state.status === "published") {
        seenAt = Date.now();
        return state;
      }
      await sleep(500);
    }
    return null;
  })();
  // Awaited after the build; a failed poll must not end the process as unhandled before that.
  published.catch(() => {});
  return {
    /** When (a `Date.now()`) the post was first seen published; null until then. */
    get seenAt() {
      return seenAt;
    },
    /** The post once published, or null when the watch gave up. */
    published,
  };
};

/**
 * 1. Coalescing: saves within a window make one build-hook call, saves of a draft none, and the
 * request is recorded in site_builds. Run beside the build after publishing (what that build
 * shows is the scheduled post, and it calls no hook), once the publish's own call is counted.
 */
const checkCoalescing = async () => {
  hook.calls.length = 0;
  /** @type {[{ id: number, title: string }]} */
  const [published] = await cms.api("GET", "/items/posts?filter[status][_eq]=published&fields=id,title&sort=id&limit=1");
  /** @type {[{ id: number, title: string }]} */
  const [draft] = await cms.api("GET", "/items/posts?filter[status][_eq]=draft&fields=id,title&sort=id&limit=1");

  let begun = Date.now();
  for (let save = 1; save <= 5; save += 1)
    await cms.api("PATCH", `/items/posts/${published.id}`, { title: `${published.title} (save ${save})` });
  await cms.api("PATCH", `/items/posts/${draft.id}`, { title: `${draft.title} (draft save)` });
  const savesTook = Date.now() - begun;
  check(savesTook < windowSeconds * 1000, `the six saves took ${savesTook} ms, within the ${windowSeconds} s window`);
  let calls = await hookCallsAfter(2, windowWaitMs);
  check(
    calls.length === 1,
    `five saves of a published post and one of a draft within the window: ${calls.length} build-hook call (expected 1)`,
  );
  check(calls[0]?.body.changes === 5, `the call counts the five relevant saves (${calls[0]?.body.changes})`);
  check(calls[0]?.authorization === hookToken, "the call carries BUILD_HOOK_TOKEN as its Authorization header");
  if (calls[0])
    check(
      (calls[0].at - begun) / 1000 >= windowSeconds,
      `the call came when the window closed, ${((calls[0].at - begun) / 1000).toFixed(1)} s after the first save`,
    );
  figures.push(`five saves of a published post within the window: ${calls.length} build-hook call`);

  hook.calls.length = 0;
  await cms.api("PATCH", `/items/posts/${draft.id}`, { title: draft.title });
  await cms.api("PATCH", `/items/posts/${draft.id}`, { sub_title: "Edited by the publishing test" });
  calls = await hookCallsAfter(1, windowWaitMs);
  check(calls.length === 0, `two saves of a draft: ${calls.length} build-hook calls (expected 0)`);

  hook.calls.length = 0;
  begun = Date.now();
  for (let save = 1; save <= 10; save += 1)
    await cms.api("PATCH", `/items/posts/${published.id}`, { title: `${published.title} (burst ${save})` });
  const burstTook = Date.now() - begun;
  calls = await hookCallsAfter(2, windowWaitMs);
  check(calls.length === 1, `a burst of ten saves in ${burstTook} ms: ${calls.length} build-hook call (expected 1)`);
  figures.push(`a burst of ten saves: ${calls.length} build-hook call`);

  hook.calls.length = 0;
  await cms.api("PATCH", `/items/posts/${published.id}`, { title: published.title });
  await hookCallsAfter(1, windowWaitMs);
  /** @type {{ status: string, summary: string }[]} */
  const requests = await cms.api(
    "GET",
    "/items/site_builds?filter[kind][_eq]=request&sort=-date_created&fields=status,summary&limit=10",
  );
  check(
    requests.some(
      (row) => row.status === "requested" && row.summary.startsWith("5 changes:") && row.summary.includes("edited (5×)"),
    ),
    'site_builds records the coalesced request ("5 changes: post … edited (5×)")',
  );
};

try {
  await sleep(1000);
  const quiet = hook.calls.length;
  check(quiet === 0, `the CMS copy started without calling the build hook (${quiet} calls)`);

  // 2. A post scheduled ahead, then a build that sources before its time and reports itself.
  const publishAt = new Date(Math.ceil((Date.now() + leadSeconds * 1000) / 1000) * 1000);
  const title = `Scheduled publishing check ${runId}`;
  /** @type {{ id: number }} */
  const scheduled = await cms.api("POST", "/items/posts", {
    status: "scheduled",
    publish_at: publishAt.toISOString(),
    title,
    sub_title: "A post the publishing test schedules ahead",
    body: "<p>Published by the flow.</p>",
  });
  log(`post ${scheduled.id} scheduled for ${publishAt.toISOString()}`);
  const unscheduled = await cms.client.send("POST", "/items/posts", { status: "scheduled", title: `${title} without a time` });
  check(unscheduled.status === 400, `a scheduled post without a publish time is refused (${unscheduled.status})`);
  const pageSlug = `scheduled-page-${runId}`;
  const scheduledPage = await createSampleLandingPage(cms.api, {
    slug: pageSlug,
    status: "scheduled",
    datePublished: publishAt.toISOString(),
  });
  const pageWithoutTime = await cms.client.send("POST", "/items/pages", {
    status: "scheduled",
    title: "No time",
    slug: `${pageSlug}-2`,
  });
  check(pageWithoutTime.status === 400, `a scheduled page without a publish time is refused (${pageWithoutTime.status})`);
  check(
    (await statusWith(`/items/pages/${scheduledPage.id}`, buildToken())) === 403,
    "the build token cannot read the scheduled page",
  );
  check((await statusWith(`/items/pages/${scheduledPage.id}`, previewToken())) === 200, "the preview token can");
  /** The built site's files of the scheduled page and its light twin. */
  const pageFilesBuilt = () =>
    [`public/${pageSlug}/index.html`, `public/light/${pageSlug}/index.html`].map((file) => existsSync(path.join(project, file)));
  check((await statusWith(`/items/posts/${scheduled.id}`, null)) === 403, "the public cannot read the scheduled post");
  check((await statusWith(`/items/posts/${scheduled.id}`, buildToken())) === 403, "the build token cannot read it");
  check(
    (await statusWith(`/items/posts/${scheduled.id}`, previewToken())) === 200,
    "the preview token can (the preview shows it like a draft)",
  );

  // The flow may publish the post while this build runs (a cold build outlasts the lead): what
  // the build shows is what it sourced, so it must have sourced before the post went live.
  const publishing = watchPublishing(scheduled.id, publishAt);
  const first = await build();
  if (first.code !== 0) throw new Error(`the first build failed:\n${tail(first)}`);
  if (first.sourcedAt === null) throw new Error(`the first build's log has no "${sourcedLine}" line (${first.logFile})`);
  if (publishing.seenAt !== null && publishing.seenAt <= first.sourcedAt)
    throw new Error(`the post was published before the first build had sourced the posts; run with a longer --lead`);
  let rows = await buildRows(first.label);
  check(rows.length === 1 && rows[0]?.status === "finished", `the build reported itself as finished (${JSON.stringify(rows)})`);
  check(
    (rows[0]?.duration_seconds ?? 0) > 0,
    `with its duration (${rows[0]?.duration_seconds} s; measured ${first.seconds.toFixed(1)} s)`,
  );
  const absent = builtSiteShows(scheduled.id, title);
  check(
    !absent.page && !absent.archive && !absent.feed && !absent.sitemap,
    `a build before its time has no trace of it (${JSON.stringify(absent)})`,
  );
  check(!pageFilesBuilt().some(Boolean), "nor of the scheduled page");

  if (publishing.seenAt === null) log("waiting for the flow to publish it");
  const publishedPost = await publishing.published;
  check(publishedPost !== null, "the flow published the post");
  const publishSeen = publishing.seenAt ?? Date.now();
  if (publishedPost) {
    const lateSeconds = (publishSeen - publishAt.getTime()) / 1000;
    check(lateSeconds <= 61, `at most a minute late (${lateSeconds.toFixed(1)} s after its publish time, polled every 0.5 s)`);
    figures.push(`the scheduled post went live ${lateSeconds.toFixed(1)} s after its publish time`);
    check(
      Date.parse(publishedPost.date_created) === publishAt.getTime(),
      `its date is its publish time (${publishedPost.date_created})`,
    );
  }
  const callsBeforePublish = hook.calls.filter((call) => call.at < publishSeen).length;
  check(callsBeforePublish === 0, `scheduling the post and the page called no build hook (${callsBeforePublish} calls)`);
  const calls = await hookCallsAfter(1, Math.max(0, publishSeen + windowWaitMs - Date.now()));
  if (calls[0])
    figures.push(`its build-hook call came ${((calls[0].at - publishSeen) / 1000).toFixed(1)} s after the publish was seen`);
  // A second call would come within a window of the first.
  await sleep(Math.max(0, (calls[0]?.at ?? Date.now()) + windowWaitMs - Date.now()));
  check(hook.calls.length === 1, `publishing it made ${hook.calls.length} build-hook call (expected 1)`);
  check(Boolean(calls[0]?.body.summary?.includes("published (scheduled)")), `the call says so (${calls[0]?.body.summary})`);
  /** @type {{ status: string, date_published: string }} */
  const publishedPage = await cms.api("GET", `/items/pages/${scheduledPage.id}?fields=status,date_published`);
  check(
    publishedPage.status === "published" && Date.parse(publishedPage.date_published) === publishAt.getTime(),
    `the flow published the page too, dated by its publish time (${JSON.stringify(publishedPage)})`,
  );
  check(
    Boolean(calls[0]?.body.summary?.includes(`page ${scheduledPage.id}`)),
    `the same call names the page (${calls[0]?.body.summary})`,
  );

  // The coalescing checks' saves and windows beside the build, which they leave alone: they edit
  // another post, and count only the calls they cause.
  const [after] = await Promise.all([build(), checkCoalescing()]);
  if (after.code !== 0) throw new Error(`the build after publishing failed:\n${tail(after)}`);
  const present = builtSiteShows(scheduled.id, title);
  check(
    present.page && present.archive && present.feed && present.sitemap,
    `the rebuilt site shows it (${JSON.stringify(present)})`,
  );
  check(pageFilesBuilt().every(Boolean), `and the page at /${pageSlug}/ and /light/${pageSlug}/`);
  rows = await buildRows(after.label);
  check(
    rows[0]?.status === "finished" && (rows[0]?.duration_seconds ?? 0) > 0,
    `that build reported itself finished with its duration (${JSON.stringify(rows)})`,
  );

  // 4. A failing build reports its failure.
  const failing = await build({ DIRECTUS_TOKEN: "not-a-valid-token", SITE_BUILD_REPORT_TOKEN: buildToken() });
  check(failing.code !== 0, `a build with a rejected DIRECTUS_TOKEN fails (exit ${failing.code})`);
  rows = await buildRows(failing.label);
  check(rows[0]?.status === "failed", `and reports itself failed (${rows[0]?.status})`);
  check(Boolean(rows[0]?.error?.includes("DIRECTUS_TOKEN")), `with a short error naming the setting: ${rows[0]?.error}`);
  check((rows[0]?.duration_seconds ?? 0) > 0 && Boolean(rows[0]?.finished_at), "and its duration and end");
} catch (error) {
  failures.push(/** @type {Error} */ (error).message);
  console.error(`publishing: ${/** @type {Error} */ (error).message}`);
} finally {
  await cms.stop();
  await hook.close();
  if (!inPlace) await removeProjectCopy(project);
}

console.log(`\npublishing: ${figures.join("; ")}`);
console.log(`publishing: build logs in ${logDir}`);
console.log(
  `publishing: ${failures.length === 0 ? "all checks passed" : `${failures.length} failed`} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
