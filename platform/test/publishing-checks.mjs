/**
 * Self-hosted publishing on the running stack (platform/build-service), checked from outside:
 * saves through the CMS's nginx (as the Directus app makes them), builds counted in
 * `site_builds`, pages read through the site's nginx, a page kept open in Chromium. Part of the
 * stack test (stack-test.mjs), on its stack, with a rebuild window of a few seconds.
 *
 * 1. A page is opened in Chromium; then a burst of 10 saves, alternating between the two
 *    Directus instances, the last (a new title) through the CMS's nginx, makes exactly 1 build
 *    request (the instances share the rebuild window through Redis), and its build starts.
 * 2. During that build, 3 saves, each in a window of its own (3 hook calls while it runs):
 *    exactly 1 more build follows, then none. The last title saved is what nginx serves.
 * 3. The page opened before both deploys navigates client-side to the edited post: no reload,
 *    no answer of 400 or more; every hashed file of the release it was loaded from is still served.
 * 4. The build token revoked: the next build fails; the site serves what it served, the build's
 *    row says "failed" with Gatsby's error, and each active staff member gets one notification.
 * 5. `npm run rollback` serves the release before the live one, byte for byte (after one more
 *    release with a title saved after the failure, so that the two pages surely differ).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumFlags, headlessChromiumPath } from "../../scripts/lib/chromium.mjs";
import { readRelease, releasesLayout } from "../build-service/releases.mjs";
import { buildServiceStatusReader } from "./build-service-status.mjs";
import { request } from "./http-client.mjs";
import { run } from "../../scripts/lib/run.mjs";
import { directusClient } from "../../cms/server/rest-client.mjs";

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it returns something truthy; that value, or null after `timeoutMs`.
 * @template T
 * @param {() => T | Promise<T>} probe
 * @param {number} timeoutMs
 */
const waitFor = async (probe, timeoutMs, everyMs = 500) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await sleep(everyMs);
  }
  return null;
};

/**
 * @param {{
 *   stack: Awaited<ReturnType<typeof import("../stack/stack.mjs").startStack>>,
 *   env: NodeJS.ProcessEnv,
 *   windowSeconds: number,
 *   check: (name: string, ok: boolean, detail?: unknown) => void,
 *   sql: (query: string) => string,
 * }} options
 */
export const checkPublishing = async ({ stack, env, windowSeconds, check, sql }) => {
  const { settings, cmsSecrets } = stack;
  const sitePort = settings.ports.site;
  const cmsPort = settings.ports.cms;
  const releasesDir = releasesLayout(settings.stateDir).dir;
  // Another client address than the sign-in test's, which nginx and Directus throttle.
  const from = "127.0.0.9";

  const serviceStatus = buildServiceStatusReader(settings);
  const page = async (/** @type {string} */ url) => (await request({ port: sitePort, path: url })).body.toString("utf8");
  const buildRows = () =>
    sql("select id || ' ' || status from site_builds where kind = 'build' order by started_at")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [id = "", status = ""] = line.split(" ");
        return { id, status };
      });

  // The app's way in: a session through the CMS's nginx, then PATCHes with its access token.
  const { adminPassword } = /** @type {{ adminPassword?: string }} */ (cmsSecrets);
  const login = await request({
    port: cmsPort,
    path: "/auth/login",
    method: "POST",
    from,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: adminPassword }),
  });
  const accessToken = login.status === 200 ? login.json().data.access_token : "";
  check("an editor signs in through the CMS's nginx", login.status === 200, login.status);
  /**
   * @param {string} method
   * @param {string} url
   * @param {unknown} data
   * @param {string} token
   */
  const cmsSend = (method, url, data, token = accessToken) =>
    request({
      port: cmsPort,
      path: url,
      method,
      from,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
  /** @param {number | string} id @param {Record<string, unknown>} fields */
  const save = async (id, fields) => (await cmsSend("PATCH", `/items/posts/${id}`, fields)).status;

  const post = sql("select id from posts where status = 'published' order by date_created desc, id desc limit 1");
  const postPath = `/blog/${post}/`;
  const marker = randomUUID().slice(0, 8);
  const titles = { first: `Published ${marker} first`, during: ["a", "b", "c"].map((n) => `Published ${marker} ${n}`) };

  // ---- 1. A page opened before the deploys; a burst of saves: one request, one build.
  const releaseBefore = (await serviceStatus()).release;
  const browser = await chromium.launch({ executablePath: headlessChromiumPath, args: chromiumFlags });
  try {
    const tab = await browser.newPage();
    /** @type {string[]} */
    const failedAnswers = [];
    // The site's own files (a Function may rightly answer 401 to a visitor who is not signed in).
    tab.on("response", (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && !url.pathname.startsWith("/api/")) failedAnswers.push(`${response.status()} ${url}`);
    });
    // The title the live release shows now (its build may have come from another CMS's data).
    const postTab = await browser.newPage();
    await postTab.goto(`http://127.0.0.1:${sitePort}${postPath}`);
    const titleBefore = (await postTab.locator("#post-title").textContent())?.trim() ?? "";
    await postTab.close();
    await tab.goto(`http://127.0.0.1:${sitePort}/blog/`, { waitUntil: "networkidle" });
    await tab.evaluate(() => Object.assign(globalThis, { openedBeforeTheDeploy: true }));

    const requestsBefore = Number(sql("select count(*) from site_builds where kind = 'request'"));
    const buildsBefore = buildRows().length;
    const burst = [];
    for (let index = 0; index < 9; index += 1) {
      const instance = directusClient({
        url: `http://127.0.0.1:${settings.ports.directus[index % 2]}`,
        token: String(cmsSecrets.adminToken),
      });
      burst.push((await instance.send("PATCH", `/items/posts/${post}`, { sub_title: `Saved ${index} (${marker})` })).status);
    }
    burst.push(await save(post, { title: titles.first }));
    check(
      "10 saves of a published post, alternating between the instances, the last through the CMS's nginx: 10 x 200",
      burst.every((status) => status === 200),
      burst,
    );
    const firstBuild = await waitFor(() => buildRows()[buildsBefore], (windowSeconds + 60) * 1000);
    const requests = sql(
      `select status || ' ' || summary from site_builds where kind = 'request' order by date_created offset ${requestsBefore}`,
    ).split("\n");
    check(
      "the burst made exactly 1 build request, with all 10 changes, taken by the build service, which started its build",
      requests.length === 1 && /^requested 10 changes/.test(requests[0] ?? "") && firstBuild !== null,
      { requests, firstBuild },
    );

    if (!firstBuild) {
      console.log(
        `publishing: site_builds:\n${sql("select kind, status, summary, error from site_builds order by date_created")}`,
      );
      console.log(`publishing: the build service says ${JSON.stringify(await serviceStatus())}`);
      throw new Error("no build started: the checks that follow need one");
    }

    // ---- 2. Three saves during the build, a window apart: exactly one more build.
    const during = [];
    for (const title of titles.during) {
      during.push(await save(post, { title }));
      await sleep((windowSeconds + 1) * 1000);
    }
    const firstStatus = () => sql(`select status from site_builds where id = '${firstBuild?.id}'`);
    const hookCallsDuring = Number(
      sql(
        `select count(*) from site_builds where kind = 'request' and finished_at < coalesce((select finished_at from site_builds where id = '${firstBuild?.id}'), now()) and date_created > (select started_at from site_builds where id = '${firstBuild?.id}')`,
      ),
    );
    check(
      "3 saves during the build, each in its own window: 3 x 200, and 3 build requests while it ran",
      during.every((status) => status === 200) && hookCallsDuring === 3,
      { during, hookCallsDuring, firstBuild: firstStatus() },
    );
    const settled = await waitFor(
      async () => {
        const status = await serviceStatus();
        const rows = buildRows().slice(buildsBefore);
        const idle = !status.builds.building && status.queue.waiting === 0 && status.queue.active === 0;
        return idle && rows.every((row) => row.status !== "started") ? rows : null;
      },
      300_000,
      1000,
    );
    // Nothing more may come: a pile of queued builds would start one after the other.
    await sleep(3000);
    const builds = buildRows().slice(buildsBefore);
    check(
      "exactly 2 builds in all (the burst's, and 1 for the 3 saves during it), both finished, none after",
      settled !== null && builds.length === 2 && builds.every((row) => row.status === "finished"),
      builds,
    );
    const releaseAfter = (await serviceStatus()).release;
    const served = await page(postPath);
    check(
      `nginx serves the last title saved on ${postPath} from a new release`,
      served.includes(titles.during[2] ?? "?") && releaseAfter !== releaseBefore,
      { releaseBefore, releaseAfter, title: /<h1[^>]*>([^<]*)/.exec(served)?.[1] },
    );

    // ---- 3. The page opened before the deploys still navigates, client-side.
    await tab.locator(`a[href="${postPath}"]:visible`).first().click();
    await tab.waitForURL(`**${postPath}`, { timeout: 15_000 });
    const heading = (await tab.locator("#post-title").textContent({ timeout: 15_000 }))?.trim();
    const stayed = await tab.evaluate(() => "openedBeforeTheDeploy" in globalThis);
    check(
      "the page opened before two deploys navigates client-side to the edited post, with no answer of 400 or more",
      stayed && [titleBefore, titles.first, ...titles.during].includes(heading ?? "") && failedAnswers.length === 0,
      { stayed, heading, titleBefore, failedAnswers },
    );
    const oldAssets = (await readRelease(releasesDir, releaseBefore)).assets.filter((file) => !/\.(gz|br)$/.test(file));
    const missing = [];
    for (const file of oldAssets) {
      if ((await request({ port: sitePort, path: `/${file}` })).status !== 200) missing.push(file);
    }
    check(
      `every hashed file of the release the page was loaded from (${oldAssets.length}) is still served`,
      oldAssets.length > 0 && missing.length === 0,
      missing.slice(0, 10),
    );
  } finally {
    await browser.close();
  }

  // ---- 4. A build that fails changes nothing visitors see, and tells staff.
  const liveRelease = (await serviceStatus()).release;
  const pageBefore = await page(postPath);
  const buildUser = sql("select id from directus_users where email = 'site-build@example.com'");
  const revoked = await cmsSend("PATCH", `/users/${buildUser}`, { token: null }, String(cmsSecrets.adminToken));
  const buildsBefore = buildRows().length;
  const notificationsBefore = Number(sql("select count(*) from directus_notifications"));
  const failingSave = await save(post, { title: `Published ${marker} never live` });
  const failed = await waitFor(() => {
    const row = buildRows()[buildsBefore];
    return row && row.status !== "started" ? row : null;
  }, 180_000);
  const error = failed ? sql(`select error from site_builds where id = '${failed.id}'`) : "";
  check(
    "with the build token revoked, the next build's row says failed, with the build's own error naming DIRECTUS_TOKEN",
    revoked.status === 200 && failingSave === 200 && failed?.status === "failed" && /DIRECTUS_TOKEN/.test(error),
    { revoked: revoked.status, failed, error },
  );
  await waitFor(async () => !(await serviceStatus()).builds.building, 30_000);
  check(
    "the site still serves the same release and page",
    (await serviceStatus()).release === liveRelease && (await page(postPath)) === pageBefore,
  );
  const staff = Number(
    sql(
      "select count(*) from directus_users u join directus_roles r on u.role = r.id where r.name = 'Staff' and u.status = 'active'",
    ),
  );
  const notified = await waitFor(() => {
    const count = Number(
      sql(
        `select count(*) from directus_notifications where collection = 'site_builds' and item = '${failed?.id}' and subject = 'A site build failed'`,
      ),
    );
    return count >= staff ? count : null;
  }, 20_000);
  const allNew = Number(sql("select count(*) from directus_notifications")) - notificationsBefore;
  check(
    `each active staff member (${staff}) gets exactly one notification of the failed build`,
    staff >= 1 && notified === staff && allNew === staff,
    { staff, notified, allNew },
  );
  const restored = await cmsSend("PATCH", `/users/${buildUser}`, { token: cmsSecrets.buildToken }, String(cmsSecrets.adminToken));
  check("the build token is given back", restored.status === 200, restored.status);

  // ---- 5. Rollback: the release before the live one, byte for byte. The three saves above may
  // reach the burst's build before it reads the CMS, and then two releases show the same page:
  // one more release, with a title saved before its build was asked for, is certain to differ.
  const rollbackTitle = `Published ${marker} then rolled back`;
  const lastSave = await save(post, { title: rollbackTitle });
  const newest = await waitFor(async () => {
    const status = await serviceStatus();
    return status.release !== liveRelease && !status.builds.building ? status.release : null;
  }, 180_000);
  const pageRolledBackFrom = await page(postPath);
  check(
    "a title saved after the failure is live from a new release",
    lastSave === 200 && newest !== null && pageRolledBackFrom.includes(rollbackTitle),
    { lastSave, newest },
  );
  const rolledBack = await run(process.execPath, ["scripts/rollback.mjs"], { env });
  const liveAfterRollback = (await serviceStatus()).release;
  const expected = readFileSync(path.join(releasesDir, liveAfterRollback, "public", postPath, "index.html"), "utf8");
  const servedAfterRollback = await page(postPath);
  check(
    "npm run rollback makes the release before the live one live: nginx serves its page, byte for byte",
    rolledBack === 0 &&
      liveAfterRollback === liveRelease &&
      servedAfterRollback === expected &&
      servedAfterRollback === pageBefore &&
      !servedAfterRollback.includes(rollbackTitle),
    { rolledBack, liveRelease, newest, liveAfterRollback },
  );
  return { rolledBackTo: liveAfterRollback, postPath };
};
