#!/usr/bin/env node
/**
 * `npm run test:provisioning`: the CMS's provisioning (cms/provisioning) on real engines, from
 * empty folders. A process of its own: it points cms/server at its PostgreSQL before loading it.
 *
 * - a fresh PostgreSQL cluster (Debian's postgresql) and one Directus on it, prepared as the
 *   production stack prepares it (bootstrap, the committed schema);
 * - `npm --prefix cms run provision -- --url ...` run twice, as an operator runs it on a
 *   production CMS (tokens from the environment): the first run makes everything, the second
 *   prints "0 changes" and leaves every row of the provisioned tables as it was;
 * - the tokens it gave work as intended: the forms token creates an entry and cannot read it back;
 * - drift: admin access given to "Site forms" is taken away by the next run;
 * - drift: a permission an admin adds to "Site forms" is found by `--check` (exit 1) and taken
 *   away by the next run;
 * - the menus and site details it seeds are the site's (the seed data: header menu, footer columns,
 *   legal links, header button, agency name, addresses, copyright line); an editor's change of
 *   them through the API stays through the next run ("0 changes");
 * - the embedded CMS (SQLite, its own start: samples and provisioning) ends with the same
 *   permissions, compared as a list of (policy, collection, action, fields, rules), ids aside,
 *   and the same menus and site details.
 *
 * Needs postgresql (`apt-get install postgresql`). Heavy (two Directus): run it under the lock,
 * `flock /tmp/heavy.lock npm run test:provisioning`. Exits 1 when a check fails.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../processes.mjs";
import { loadCmsConfig, prepareCms, startDirectusInstance } from "../stack/cms.mjs";
import { ensureDatabase, psql, startPostgres, stopPostgresFast } from "../stack/postgres.mjs";
import { createChecks } from "./checks.mjs";
import { comparablePermissions, provisionedTablesDump } from "./provisioned-state.mjs";
import { navigationLines, storedNavigationLines } from "./seeded-navigation.mjs";
import { seededGlobals, seededMenus } from "../../cms/provisioning/site-navigation.mjs";
import { firstProvisioningChanges } from "../../cms/test/provisioning-bounds.mjs";

const { check, result } = createChecks();
const startedAt = Date.now();
const siteRoot = process.cwd();
// The environment before this test points cms/server at its PostgreSQL (the embedded CMS's child gets this one).
const originalEnv = { ...process.env };
// PostgreSQL runs as `postgres` when this runs as root: it must reach its folder.
const stateDir = mkdtempSync(path.join(os.tmpdir(), "provisioning-test-"));
chmodSync(stateDir, 0o755);
const logs = path.join(stateDir, "logs");
mkdirSync(logs);

/** @type {{ stop: () => Promise<unknown> }[]} */
const running = [];

/**
 * Runs the provisioning command as an operator would (`npm --prefix cms run provision -- ...`),
 * with the CMS's own Node.
 * @param {{ cmsNode: string, script: string, args: string[], env: NodeJS.ProcessEnv }} options
 */
const runProvision = ({ cmsNode, script, args, env }) => {
  const answer = spawnSync(cmsNode, [script, ...args], { env, encoding: "utf8", cwd: path.join(siteRoot, "cms") });
  const output = `${answer.stdout}${answer.stderr}`;
  const counted = /: (\d+) changes?( to make)?\s*$/m.exec(output);
  return { status: answer.status, output, changes: counted ? Number(counted[1]) : NaN };
};

try {
  // ---- PostgreSQL and one Directus on it, prepared as the stack prepares its CMS.
  const cluster = { port: await freePort(), superPassword: randomBytes(24).toString("hex") };
  const postgres = await startPostgres({
    dataDir: path.join(stateDir, "postgres"),
    ...cluster,
    logFile: path.join(logs, "postgres.log"),
  });
  running.push({
    stop: async () => {
      stopPostgresFast(path.join(stateDir, "postgres"));
      await postgres.running.exited;
    },
  });
  const databasePassword = randomBytes(24).toString("hex");
  const fresh = ensureDatabase(cluster, { name: "directus", password: databasePassword });
  const directusPort = await freePort();
  const cms = await loadCmsConfig({
    CMS_DATA_DIR: path.join(stateDir, "cms-data"),
    CMS_UPLOADS_DIR: path.join(stateDir, "uploads"),
    DIRECTUS_PORT: String(directusPort),
    DB_CLIENT: "pg",
    DB_HOST: "127.0.0.1",
    DB_PORT: String(cluster.port),
    DB_DATABASE: "directus",
    DB_USER: "directus",
    DB_PASSWORD: databasePassword,
    // No build hook: the provisioning does not save content.
    BUILD_HOOK_URL: "",
  });
  await prepareCms({ fresh });
  const directus = await startDirectusInstance({ port: directusPort, logFile: path.join(logs, "directus-pg.log") });
  running.push({ stop: () => directus.stop("SIGTERM") });
  const pgUrl = `http://127.0.0.1:${directusPort}`;
  console.log(`provisioning-test: PostgreSQL and a Directus on it ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  const secrets = cms.localSecrets();
  const operatorEnv = {
    ...process.env,
    DIRECTUS_ADMIN_TOKEN: secrets.adminToken,
    DIRECTUS_BUILD_TOKEN: secrets.buildToken,
    DIRECTUS_FORMS_TOKEN: secrets.formsToken,
    DIRECTUS_PREVIEW_TOKEN: secrets.previewToken,
    DIRECTUS_BUILD_SERVICE_TOKEN: secrets.buildServiceToken,
  };
  const provisionPg = (/** @type {string[]} */ ...args) =>
    runProvision({ cmsNode: cms.cmsNode, script: cms.cmsScripts.provision, args: ["--url", pgUrl, ...args], env: operatorEnv });
  const dump = () => provisionedTablesDump((sql) => psql(cluster, sql, "directus"));

  // ---- Twice: the second run changes nothing.
  const first = provisionPg();
  // About 60 of them for the posts, forms, staff and builds, and as many for landing pages (48
  // permissions of pages and blocks in three policies, the pages' preview URL, two flows and their steps).
  check(
    `the first run provisions the fresh PostgreSQL Directus: exit 0, ${firstProvisioningChanges.fewest} to ${firstProvisioningChanges.most} changes`,
    first.status === 0 && first.changes >= firstProvisioningChanges.fewest && first.changes <= firstProvisioningChanges.most,
    first.output,
  );
  const before = dump();
  const second = provisionPg();
  check(
    'the second run: exit 0 and "0 changes"',
    second.status === 0 && second.changes === 0 && /: 0 changes\s*$/m.test(second.output),
    second.output,
  );
  const after = dump();
  const changedTables = Object.keys(before).filter((table) => before[table] !== after[table]);
  check(
    `the second run changed no row of ${Object.keys(before).length} provisioned tables`,
    changedTables.length === 0,
    changedTables,
  );
  const rowCounts = Object.fromEntries(Object.entries(after).map(([table, rows]) => [table, JSON.parse(rows).length]));
  check(
    "the tables hold the provisioned rows (permissions 75 to 100, flows 6, operations 15, policies 8, roles 7, panels 3, listings 4, site details 1, menus 4, links 21)",
    rowCounts.directus_permissions >= 75 &&
      rowCounts.directus_permissions <= 100 &&
      rowCounts.directus_flows === 6 &&
      rowCounts.directus_operations === 15 &&
      rowCounts.directus_policies === 8 &&
      rowCounts.directus_roles === 7 &&
      rowCounts.directus_panels === 3 &&
      rowCounts.directus_presets === 4 &&
      rowCounts.site_globals === 1 &&
      rowCounts.navigation_menus === 4 &&
      rowCounts.navigation_links === 21,
    rowCounts,
  );

  // ---- The menus and site details: the site's, then the editors'.
  const seeded = navigationLines(seededMenus, seededGlobals);
  const pgNavigation = await storedNavigationLines(pgUrl, secrets.adminToken);
  check(
    `the seeded menus and site details are the site's (${seeded.length} lines: header menu, footer columns, legal links, details)`,
    JSON.stringify(pgNavigation) === JSON.stringify(seeded),
    { pgNavigation, seeded },
  );
  const editorsNavigation = cms.directusClient({ url: pgUrl, token: secrets.adminToken });
  const [blogLink] = /** @type {{ id: number }[]} */ (
    await editorsNavigation.api("GET", "/items/navigation_links?filter[menu][_eq]=header&filter[title][_eq]=Blog&fields=id")
  );
  await editorsNavigation.api("PATCH", `/items/navigation_links/${blogLink?.id}`, { title: "Journal" });
  await editorsNavigation.api("PATCH", "/items/site_globals", { copyright_line: "© 2025 Northbeam Studio." });
  const afterEdit = provisionPg();
  const editedNavigation = await storedNavigationLines(pgUrl, secrets.adminToken);
  check(
    "an editor renames a menu entry and changes the copyright line: the next run makes 0 changes and keeps both",
    afterEdit.status === 0 &&
      afterEdit.changes === 0 &&
      editedNavigation.includes("  4 Journal → route /blog/") &&
      editedNavigation.includes("details copyright_line: © 2025 Northbeam Studio."),
    { output: afterEdit.output, editedNavigation },
  );
  await editorsNavigation.api("PATCH", `/items/navigation_links/${blogLink?.id}`, { title: "Blog" });
  await editorsNavigation.api("PATCH", "/items/site_globals", { copyright_line: seededGlobals.copyright_line });

  // ---- The tokens it gave, used.
  const asForms = cms.directusClient({ url: pgUrl, token: secrets.formsToken });
  const asAdmin = cms.directusClient({ url: pgUrl, token: secrets.adminToken });
  const email = `provisioning-${randomBytes(4).toString("hex")}@example.com`;
  const created = await asForms.send("POST", "/items/subscriptions", { email });
  check("the forms token creates a newsletter sign-up: 204", created.status === 204, created.status);
  const readBack = await asForms.send("GET", "/items/subscriptions");
  check("and cannot read sign-ups back: 403", readBack.status === 403, readBack.status);

  // ---- Drift: found by --check, taken away by the next run.
  /** @type {{ id: string } | undefined} */
  const formsPolicy = await asAdmin.findOne("/policies", { name: { _eq: "Site forms" } }, "id");
  const added = await asAdmin.send("POST", "/permissions", {
    policy: formsPolicy?.id,
    collection: "subscriptions",
    action: "read",
    fields: ["*"],
  });
  check('an admin gives "Site forms" a read permission in the app: 200', added.status === 200, added.status);
  const readByDrift = await asForms.send("GET", "/items/subscriptions");
  check("with it, the forms token reads sign-ups: 200", readByDrift.status === 200, readByDrift.status);
  const drift = provisionPg("--check");
  check(
    "--check finds it and nothing else: exit 1, 1 change named",
    drift.status === 1 && drift.changes === 1 && drift.output.includes('- permission "Site forms": subscriptions read'),
    drift.output,
  );
  const corrected = provisionPg();
  check("the next run takes it away: 1 change", corrected.status === 0 && corrected.changes === 1, corrected.output);
  const readAgain = await asForms.send("GET", "/items/subscriptions");
  check("the forms token cannot read sign-ups again: 403", readAgain.status === 403, readAgain.status);
  const clean = provisionPg("--check");
  check("--check afterwards: exit 0, 0 changes", clean.status === 0 && clean.changes === 0, clean.output);

  // ---- A token user's policy given admin access in the app: taken away too.
  const escalated = await asAdmin.send("PATCH", `/policies/${formsPolicy?.id}`, { admin_access: true });
  const usersAsAdmin = await asForms.send("GET", "/users?limit=1");
  check(
    'an admin gives "Site forms" admin access: the forms token then lists users (200)',
    escalated.status === 200 && usersAsAdmin.status === 200,
    [escalated.status, usersAsAdmin.status],
  );
  const deescalated = provisionPg();
  check("the next run takes it away: 1 change", deescalated.status === 0 && deescalated.changes === 1, deescalated.output);
  const usersAgain = await asForms.send("GET", "/users?limit=1");
  check("the forms token cannot list users again: 403", usersAgain.status === 403, usersAgain.status);

  // ---- The embedded CMS (SQLite, its own start, secrets of its own): the same permissions.
  const embedded = await cms.startThrowawayCms({
    port: await freePort(),
    from: "empty",
    baseEnv: originalEnv,
    env: { DIRECTUS_ADMIN_TOKEN: undefined },
    keepFlows: true,
    timeoutMs: 120_000,
  });
  running.push({ stop: embedded.stop });
  check(
    "the embedded CMS's start provisioned it (its output lists the changes)",
    /cms: provisioning http:\/\/127\.0\.0\.1:\d+: \d+ changes/.test(embedded.output()),
    embedded.output().slice(-2000),
  );
  const pgPermissions = await comparablePermissions(pgUrl, secrets.adminToken);
  const embeddedPermissions = await comparablePermissions(embedded.url, embedded.adminToken);
  const onlyPg = pgPermissions.filter((line) => !embeddedPermissions.includes(line));
  const onlyEmbedded = embeddedPermissions.filter((line) => !pgPermissions.includes(line));
  check(
    `PostgreSQL's permissions equal the embedded CMS's (${pgPermissions.length} and ${embeddedPermissions.length})`,
    pgPermissions.length >= 30 &&
      onlyPg.length === 0 &&
      onlyEmbedded.length === 0 &&
      pgPermissions.length === embeddedPermissions.length,
    { onlyPg, onlyEmbedded },
  );
  const embeddedNavigation = await storedNavigationLines(embedded.url, embedded.adminToken);
  check(
    "the embedded CMS has the same menus and site details",
    JSON.stringify(embeddedNavigation) === JSON.stringify(pgNavigation),
    { embeddedNavigation, pgNavigation },
  );
} catch (error) {
  check("the provisioning test runs", false, /** @type {Error} */ (error).stack ?? String(error));
} finally {
  for (const part of running.reverse()) await part.stop();
  rmSync(stateDir, { recursive: true, force: true });
}

const { passed, failed } = result();
console.log(`\nprovisioning: ${passed} passed, ${failed} failed (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
process.exit(failed === 0 ? 0 : 1);
