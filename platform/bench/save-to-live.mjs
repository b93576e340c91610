#!/usr/bin/env node
/**
 * Save to live on the production stack: how long after an editor saves a published post's
 * title (through the CMS's nginx, with an editor's session, as the Directus app does) the site's
 * nginx serves the new title, through the whole path: the CMS's rebuild window, the build
 * service's queue, an incremental build, the release switch. Prints a Markdown table.
 *
 *   node platform/bench/save-to-live.mjs [--runs 5] [--window 5] [--post newest|middle]
 *
 * Starts a stack of its own from an empty folder on free ports (platform/stack, as the stack
 * test does) on the checkout's last self-hosted build (`SITE_ADAPTER=self-hosted npm run build`
 * or `npm run test:platform` makes one), whose `.cache/` the build service then keeps using.
 * The first build after the start syncs the CMS in full and is reported apart; then each run
 * waits until the pipeline is quiet (the last save's window closed, no build running or queued),
 * saves, and waits until nginx serves the title. The scale is the stack's samples (14 posts),
 * plus with `--posts N` the scale benchmark's synthetic posts (and `--images N` generated hero
 * images, default 200), added through the CMS's API before the first save (their saves ask for
 * builds too; the first measured save waits for those). Heavy: run it under the build lock.
 *
 *   node platform/bench/save-to-live.mjs --posts 1000 --window 5
 *
 * Ends with the phases of the first build and of each measured one, in Gatsby's own timing, from
 * the build service's log (`--log FILE` keeps a copy of that log).
 */
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { parseArgs } from "node:util";
import { buildPhases, phaseTable } from "../build/build-phases.mjs";
import { psql } from "../stack/postgres.mjs";
import { stackOnFreePorts } from "../stack/settings.mjs";
import { startStack } from "../stack/stack.mjs";
import { request } from "../test/http-client.mjs";
import { buildServiceBusy, buildServiceStatusReader } from "../test/build-service-status.mjs";
// Not cms/server/index.mjs: importing it reads the CMS settings before the stack sets them.
import { directusClient } from "../../cms/server/rest-client.mjs";
import { addSyntheticPosts } from "./scale/fill-cms.mjs";
import { median } from "../../e2e/audit/audit-figures.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    window: { type: "string", default: "5" },
    posts: { type: "string", default: "0" },
    images: { type: "string", default: "200" },
    post: { type: "string", default: "newest" },
    log: { type: "string" },
  },
});
const runs = Number(values.runs);
const windowSeconds = Number(values.window);
const addedPosts = Number(values.posts);
const addedImages = Math.min(Number(values.images), addedPosts);
/**
 * Which published post each run saves: the newest (in the blog's first page and the sidebar, its
 * search shard the few newest ids) or the one in the middle of the archive by id (an old post,
 * whose search shard holds up to 1,000 posts).
 */
const postQueries = {
  newest: "select id from posts where status = 'published' order by date_created desc, id desc limit 1",
  middle:
    "select id from posts where status = 'published' order by id limit 1 offset (select count(*) / 2 from posts where status = 'published')",
};
if (!Object.hasOwn(postQueries, values.post)) throw new Error(`--post is newest or middle, not "${values.post}"`);
const postQuery = postQueries[/** @type {keyof typeof postQueries} */ (values.post)];
/**
 * How long a save may take to go live: the first one waits for the full build of every post
 * added (about 6 minutes at 1,000 posts here), so its limit grows with them.
 */
const firstSaveLimitMs = (40 + addedPosts / 200) * 60_000;
const saveLimitMs = 10 * 60_000;

const stateDir = mkdtempSync(path.join(os.tmpdir(), "save-to-live-"));
chmodSync(stateDir, 0o755);
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, ...(await stackOnFreePorts(stateDir)), SITE_REBUILD_WINDOW_SECONDS: String(windowSeconds) };
delete env.BUILD_HOOK_URL;

const stack = await startStack({ build: "never", env }).catch((error) => {
  rmSync(stateDir, { recursive: true, force: true });
  throw error;
});
// Ctrl-C stops the stack (and its build service's running build) rather than leaving it behind.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, async () => {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
    process.exit(130);
  });
}
try {
  const { settings, cmsSecrets, postgres } = stack;
  const sql = (/** @type {string} */ query) => psql(postgres, query, "directus");
  /** An editor's fresh access token (the app refreshes its own; a run at scale outlasts one). */
  const signIn = async () => {
    const login = await request({
      port: settings.ports.cms,
      path: "/auth/login",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: cmsSecrets.adminPassword }),
    });
    return /** @type {string} */ (login.json().data.access_token);
  };
  if (addedPosts > 0) {
    const { api } = directusClient({ url: `http://127.0.0.1:${settings.ports.cms}`, token: await signIn() });
    // The stack's CMS keeps Directus's 1 MB request limit: 50 posts a request.
    await addSyntheticPosts(api, { posts: addedPosts, images: addedImages, seed: 1, postsPerRequest: 50 });
  }
  const post = sql(postQuery);
  const posts = sql("select count(*) from posts where status = 'published'");
  console.log(`save-to-live: each run saves post ${post}'s title (--post ${values.post}) of ${posts} published`);

  let lastSaved = 0;
  const serviceStatus = buildServiceStatusReader(settings);
  /**
   * Waits until the last save's rebuild window has closed (and its hook call had 2 s) and the
   * build service has no build running or queued. A save made while a build runs can be picked
   * up by that build's sourcing and go live sooner than a save to a quiet site does; each
   * measured save starts from a quiet pipeline.
   */
  const waitUntilQuiet = async () => {
    const windowClosed = lastSaved + (windowSeconds + 2) * 1000;
    await setTimeout(Math.max(0, windowClosed - performance.now()));
    const deadline = performance.now() + saveLimitMs;
    while (buildServiceBusy(await serviceStatus())) {
      if (performance.now() > deadline) throw new Error(`the build service was still busy after ${saveLimitMs / 60_000} minutes`);
      await setTimeout(500);
    }
  };

  /**
   * Saves a new title and resolves with the seconds until nginx serves it, and the build's own time.
   * @param {string} title
   * @param {number} [limitMs]
   */
  const saveAndWait = async (title, limitMs = saveLimitMs) => {
    const accessToken = await signIn();
    const saved = performance.now();
    lastSaved = saved;
    const answer = await request({
      port: settings.ports.cms,
      path: `/items/posts/${post}`,
      method: "PATCH",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title }),
    });
    if (answer.status !== 200) throw new Error(`the save answered ${answer.status}`);
    while (performance.now() - saved < limitMs) {
      const page = await request({ port: settings.ports.site, path: `/blog/${post}/` });
      if (page.body.toString("utf8").includes(title)) {
        // The build that made it live: the last one finished.
        const build = sql(
          "select duration_seconds from site_builds where kind = 'build' and status = 'finished' order by finished_at desc limit 1",
        );
        return { live: (performance.now() - saved) / 1000, build: Number(build) };
      }
      await setTimeout(250);
    }
    throw new Error(`"${title}" was not served within ${limitMs / 60_000} minutes`);
  };

  const first = await saveAndWait(`Save to live, first ${Date.now()}`, firstSaveLimitMs);
  console.log(`save-to-live: first build after the start (full sync): live after ${first.live.toFixed(1)} s`);
  /** @type {{ live: number, build: number }[]} */
  const measured = [];
  for (let run = 1; run <= runs; run += 1) {
    await waitUntilQuiet();
    const result = await saveAndWait(`Save to live, run ${run} ${Date.now()}`);
    console.log(`save-to-live: run ${run}: live after ${result.live.toFixed(1)} s (build ${result.build.toFixed(1)} s)`);
    measured.push(result);
  }
  const lives = measured.map((result) => result.live);
  console.log(
    [
      "",
      `| published posts | rebuild window | runs | save to live, median | fastest | slowest | build, median |`,
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      `| ${posts} | ${windowSeconds} s | ${runs} | ${median(lives).toFixed(1)} s | ${Math.min(...lives).toFixed(1)} s | ${Math.max(...lives).toFixed(1)} s | ${median(measured.map((result) => result.build)).toFixed(1)} s |`,
      "",
    ].join("\n"),
  );
  const serviceLog = path.join(settings.dirs.logs, "build-service.log");
  if (values.log) copyFileSync(serviceLog, values.log);
  // The service's log holds each build's output after its "build <id>: starting" line; the
  // measured builds are the last `runs` (one each, from a quiet pipeline), and the full sync is
  // the longest of those before them (a build for the first save's window may follow it).
  const builds = readFileSync(serviceLog, "utf8")
    .split(/^build-service: build \S+: starting.*$/m)
    .slice(1)
    .filter((text) => /Done building in/.test(text))
    .map((text) => buildPhases(text));
  /** @param {import("../build/build-phases.mjs").BuildPhase[]} phases */
  const wholeBuild = (phases) => phases.find((phase) => phase.name === "(whole build)")?.seconds ?? 0;
  const earlier = builds.slice(0, -runs);
  const fullSync = earlier.reduce(
    (longest, phases) => (wholeBuild(phases) > wholeBuild(longest) ? phases : longest),
    earlier[0] ?? [],
  );
  const profiled = [
    ...(earlier.length > 0 ? [{ label: "first (full sync)", phases: fullSync }] : []),
    ...builds.slice(-runs).map((phases, index) => ({ label: `run ${index + 1}`, phases })),
  ];
  console.log(`${phaseTable(profiled)}\n`);
} finally {
  await stack.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
