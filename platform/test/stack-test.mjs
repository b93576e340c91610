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
 * - publishing through the build service (publishing-checks.mjs): saves become releases that
 *   nginx serves, a save during a build makes exactly one more build, a page open before a
 *   deploy keeps navigating, a failed build changes nothing visitors see and tells staff, and
 *   `npm run rollback` serves the release before;
 * - stopped and started again: the same cluster, secrets and rows, the rolled-back release
 *   still live, and the provisioning that runs at each start has nothing to change the second time.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { releasesLayout } from "../build-service/releases.mjs";
import { psql } from "../stack/postgres.mjs";
import { stackOnFreePorts } from "../stack/settings.mjs";
import { startStack } from "../stack/stack.mjs";
import { createChecks } from "./checks.mjs";
import { postJson, request } from "./http-client.mjs";
import { checkPublishing } from "./publishing-checks.mjs";
import { firstProvisioningChanges } from "../../cms/test/provisioning-bounds.mjs";

const { check, result } = createChecks();
const siteRoot = process.cwd();
// PostgreSQL runs as `postgres` when this runs as root: it must reach its folder.
const stateDir = mkdtempSync(path.join(os.tmpdir(), "stack-test-"));
chmodSync(stateDir, 0o755);

const windowSeconds = 3;
// The build hook is the stack's own build service (BUILD_HOOK_URL left to the stack).
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  ...(await stackOnFreePorts(stateDir)),
  SITE_REBUILD_WINDOW_SECONDS: String(windowSeconds),
};
delete env.BUILD_HOOK_URL;

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

  // ---- Publishing: saves, builds, releases, a failed build, a rollback.
  const published = await checkPublishing({ stack, env, windowSeconds, check, sql });

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

  // ---- Stop, start again: nothing lost.
  const tokenBefore = cmsSecrets.formsToken;
  await stack.stop();
  stack = null;
  stack = await startStack({ root: siteRoot, build: "never", env });
  check("started again: the same secrets", stack.cmsSecrets.formsToken === tokenBefore);
  // Each start provisions the CMS (platform/stack/cms.mjs); the second has nothing to change.
  const provisionLog = readFileSync(path.join(stack.settings.dirs.logs, "provision.log"), "utf8");
  const { fewest, most } = firstProvisioningChanges;
  const provisioned = [...provisionLog.matchAll(/cms: provisioning http:\/\/\S+: (\d+) changes?/g)].map((run) => Number(run[1]));
  check(
    `the provisioning ran at both starts: the first made ${fewest} to ${most} changes, the second none`,
    provisioned.length === 2 && Number(provisioned[0]) >= fewest && Number(provisioned[0]) <= most && provisioned[1] === 0,
    provisioned,
  );
  check("the sign-up is still stored once", storedRows() === 1, storedRows());
  const live = readFileSync(path.join(releasesLayout(stack.settings.stateDir).current, "release.json"), "utf8");
  const liveAgain = await request({ port: sitePort, path: published.postPath });
  check(
    "the rolled-back release is still live after the restart",
    JSON.parse(live).id === published.rolledBackTo && liveAgain.status === 200,
    { live: JSON.parse(live).id, expected: published.rolledBackTo },
  );
  const again = await postJson({ port: sitePort, path: "/api/outreach/subscription", data: { email: `again-${email}` } });
  check("and the forms work after the restart: 200", again.status === 200, again.status);
} catch (error) {
  check("the stack starts and answers", false, /** @type {Error} */ (error).stack ?? String(error));
} finally {
  // What the build service did, when something failed (its log goes with the state folder).
  if (result().failed > 0) {
    for (const [name, lines] of /** @type {const} */ ([
      ["build-service", 120],
      ["directus-1", 30],
      ["directus-2", 30],
    ])) {
      const log = path.join(stateDir, "logs", `${name}.log`);
      if (existsSync(log))
        console.log(`--- ${name}.log, last ${lines} lines:\n${readFileSync(log, "utf8").split("\n").slice(-lines).join("\n")}`);
    }
  }
  await stack?.stop();
  rmSync(stateDir, { recursive: true, force: true });
}

const { passed, failed } = result();
console.log(`\nstack: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
