#!/usr/bin/env node
/**
 * The production stack (platform/stack) checked on the real engines, from an empty state folder:
 * started, used, stopped and started again. Run by `npm run test:platform` after the front-door
 * test, on its self-hosted build (`--no-build`); a process of its own, because the stack sets the
 * CMS's environment before cms/server is loaded. Exits 1 when a check fails.
 *
 * - the site and the CMS each answer through their nginx; a form's submission is stored in
 *   PostgreSQL exactly once;
 * - 26 wrong passwords to Directus's /auth/login through nginx: refused with 429 after a few,
 *   and the account stays active (its own password still works);
 * - a burst of 10 saves spread over both Directus instances makes exactly one build request;
 * - stopped and started again: the same cluster, secrets and rows, and the provisioning that
 *   runs at each start has nothing to change the second time.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { directusClient } from "../../cms/server/rest-client.mjs";
import { freePort } from "../processes.mjs";
import { psql } from "../stack/postgres.mjs";
import { stackOnFreePorts } from "../stack/settings.mjs";
import { startStack } from "../stack/stack.mjs";
import { createChecks } from "./checks.mjs";
import { postJson, request } from "./http-client.mjs";

const { check, result } = createChecks();
const siteRoot = process.cwd();
// PostgreSQL runs as `postgres` when this runs as root: it must reach its folder.
const stateDir = mkdtempSync(path.join(os.tmpdir(), "stack-test-"));
chmodSync(stateDir, 0o755);

/** The build hook: counts the requests Directus sends. */
const hookCalls = /** @type {string[]} */ ([]);
const hook = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    hookCalls.push(body);
    res.writeHead(202).end();
  });
});
const hookPort = await freePort();
await new Promise((resolve) => hook.listen(hookPort, "127.0.0.1", () => resolve(undefined)));

const env = {
  ...process.env,
  ...(await stackOnFreePorts(stateDir)),
  BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/build`,
  SITE_REBUILD_WINDOW_SECONDS: "3",
};

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {Awaited<ReturnType<typeof startStack>> | null} */
let stack = null;
try {
  const startedAt = Date.now();
  stack = await startStack({ root: siteRoot, build: "never", env });
  console.log(`stack-test: started from an empty folder in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  const { settings, cmsSecrets, postgres } = stack;
  const sitePort = settings.ports.site;
  const cmsPort = settings.ports.cms;
  const sql = (/** @type {string} */ query) => psql(postgres, query, "directus");

  // ---- The site and a form, through nginx.
  const home = await request({ port: sitePort, path: "/" });
  check(
    "GET / through the site's nginx: 200 with the CSP, no CORS",
    home.status === 200 && Boolean(home.headers["content-security-policy"]) && !home.headers["access-control-allow-origin"],
    { status: home.status },
  );
  const email = `stack-${randomUUID()}@example.com`;
  const subscribed = await postJson({ port: sitePort, path: "/api/outreach/subscription", data: { email } });
  check("a newsletter sign-up through nginx and a Functions replica: 200", subscribed.status === 200, {
    status: subscribed.status,
    body: subscribed.body.toString().slice(0, 200),
  });
  const storedRows = () => Number(sql(`select count(*) from subscriptions where email = '${email}'`));
  check("it is stored in PostgreSQL exactly once", storedRows() === 1, storedRows());

  // ---- Sign-in guessing through the CMS's nginx.
  const statuses = [];
  for (let attempt = 0; attempt < 26; attempt += 1) {
    const answer = await postJson({
      port: cmsPort,
      path: "/auth/login",
      data: { email: "admin@example.com", password: `wrong-${attempt}` },
    });
    statuses.push(answer.status);
  }
  const refused = statuses.filter((status) => status === 429).length;
  const wrong = statuses.filter((status) => status === 401).length;
  check(
    "26 wrong passwords through nginx: 1 to 6 reach Directus (401), the rest 429",
    wrong >= 1 && wrong <= 6 && wrong + refused === 26,
    statuses,
  );
  const adminStatus = sql("select status from directus_users where email = 'admin@example.com'");
  check("the admin account is still active", adminStatus === "active", adminStatus);
  const { adminPassword } = /** @type {{ adminPassword?: string }} */ (cmsSecrets);
  const ownLogin = await postJson({
    port: settings.ports.directus[1],
    path: "/auth/login",
    data: { email: "admin@example.com", password: adminPassword },
  });
  check("its own password still signs in (at the second instance)", ownLogin.status === 200, ownLogin.status);

  // ---- A burst of saves over both instances: one build request.
  const post = sql("select id from posts where status = 'published' order by id limit 1");
  const requestsBefore = Number(sql("select count(*) from site_builds where kind = 'request'"));
  hookCalls.length = 0;
  const saves = [];
  for (let save = 0; save < 10; save += 1) {
    const port = settings.ports.directus[save % 2];
    const instance = directusClient({ url: `http://127.0.0.1:${port}`, token: /** @type {string} */ (cmsSecrets.adminToken) });
    const answer = await instance.send("PATCH", `/items/posts/${post}`, {
      sub_title: `Saved ${save} at ${new Date().toISOString()}`,
    });
    saves.push(answer.status);
  }
  check(
    "10 saves of a published post, alternating between the instances: 10 x 200",
    saves.every((status) => status === 200),
    saves,
  );
  await sleep(3000 + 4000);
  const requestsAfter = Number(sql("select count(*) from site_builds where kind = 'request'"));
  check("they made exactly 1 build-hook call", hookCalls.length === 1, hookCalls.length);
  check("and exactly 1 'request' row in site_builds", requestsAfter - requestsBefore === 1, requestsAfter - requestsBefore);
  const batch = hookCalls[0] ? JSON.parse(hookCalls[0]) : {};
  check("the call carries all 10 changes", batch.changes === 10, batch);

  // ---- Stop, start again: nothing lost.
  const tokenBefore = cmsSecrets.formsToken;
  await stack.stop();
  stack = null;
  stack = await startStack({ root: siteRoot, build: "never", env });
  check("started again: the same secrets", stack.cmsSecrets.formsToken === tokenBefore);
  // Each start provisions the CMS (platform/stack/cms.mjs); the second has nothing to change.
  const provisionLog = readFileSync(path.join(stack.settings.dirs.logs, "provision.log"), "utf8");
  const provisioned = [...provisionLog.matchAll(/cms: provisioning http:\/\/\S+: (\d+) changes?/g)].map((run) => Number(run[1]));
  check(
    "the provisioning ran at both starts: the first made 40 to 80 changes, the second none",
    provisioned.length === 2 && Number(provisioned[0]) >= 40 && Number(provisioned[0]) <= 80 && provisioned[1] === 0,
    provisioned,
  );
  check("the sign-up is still stored once", storedRows() === 1, storedRows());
  const again = await postJson({ port: sitePort, path: "/api/outreach/subscription", data: { email: `again-${email}` } });
  check("and the forms work after the restart: 200", again.status === 200, again.status);
} catch (error) {
  check("the stack starts and answers", false, /** @type {Error} */ (error).stack ?? String(error));
} finally {
  await stack?.stop();
  hook.close();
  rmSync(stateDir, { recursive: true, force: true });
}

const { passed, failed } = result();
console.log(`\nstack: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
