/**
 * `npm --prefix cms run provision`: gives a Directus what cms/provisioning describes (roles,
 * policies, permissions, token users, flows, the Leads dashboard, listings, settings, and the
 * menus and site details it starts with, which editors own once they are made). It reads
 * what the Directus has, plans the difference (engine/plan.mjs), makes only those changes and
 * prints each; a second run prints "0 changes". Samples are not its business (cms/samples).
 *
 *   --url URL   the Directus to provision, e.g. a production one. Without it: this machine's CMS
 *               (127.0.0.1:DIRECTUS_PORT), whose tokens come from the environment or its local
 *               secrets. With it, from the environment only: DIRECTUS_ADMIN_TOKEN (an admin's
 *               static token), DIRECTUS_BUILD_TOKEN and DIRECTUS_FORMS_TOKEN (the "Site build" and
 *               "Site forms" users get them), DIRECTUS_PREVIEW_TOKEN (optional: the "Site
 *               preview" user's token is otherwise left as it is), DIRECTUS_BUILD_SERVICE_TOKEN
 *               (optional, likewise: the "Site build service" user's); PREVIEW_SITE_URL as always.
 *   --check     prints what would change, changes nothing; exits 1 when anything differs.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildServiceToken, buildToken, formsToken, preview, previewToken } from "../server/config.mjs";
import { adminClient } from "../server/admin-client.mjs";
import { applyChanges } from "./engine/apply.mjs";
import { describeChange, plan } from "./engine/plan.mjs";
import { readState, withTokenChecks } from "./engine/read-state.mjs";
import { atTarget } from "./engine/spec.mjs";
import { provisioning } from "./index.mjs";
import { remoteTarget } from "./remote-target.mjs";

/**
 * @typedef {Omit<import("./engine/spec.mjs").Target, "fields">} TargetValues the target's values
 * from the environment (its fields are read from it)
 */

/** @param {number} count */
const changesText = (count) => `${count} change${count === 1 ? "" : "s"}`;

/**
 * Provisions the Directus at `client.url`. Resolves with the number of changes (made, or with
 * `check`, found).
 * @param {{ client: import("../server/rest-client.mjs").DirectusClient, values: TargetValues, check?: boolean, log?: (line: string) => void }} options
 */
export const provision = async ({ client, values, check = false, log = (line) => console.log(line) }) => {
  const read = await readState(
    client,
    provisioning.users.map((user) => user.email),
    provisioning.content,
  );
  /** @type {import("./engine/spec.mjs").Target} */
  const target = { ...values, fields: read.fields };
  const tokens = provisioning.users.flatMap((user) => {
    const token = user.token?.(target);
    return token ? [{ email: user.email, token }] : [];
  });
  const state = await withTokenChecks(read, client.url, tokens);
  const { changes, notes } = plan(provisioning, state, target);
  for (const note of notes) log(`cms: provisioning: ${note}`);
  if (check) {
    for (const change of changes) log(`  ${describeChange(change)}`);
    log(`cms: provisioning check of ${client.url}: ${changesText(changes.length)} to make`);
    return changes.length;
  }
  if (changes.length > 0) log(`cms: provisioning ${client.url}`);
  await applyChanges(changes, state, client.api, (change) => log(`  ${describeChange(change)}`));
  log(`cms: provisioning ${client.url}: ${changesText(changes.length)}`);
  return changes.length;
};

/**
 * This machine's CMS (the embedded one, or the stack's): its address, and its tokens from the
 * environment or its local secrets, as every other script of cms/server reads them.
 */
export const localTarget = () => ({
  client: adminClient(),
  values: {
    tokens: { build: buildToken(), forms: formsToken(), preview: previewToken(), buildService: buildServiceToken() },
    previewSiteUrl: preview().siteUrl,
  },
});

/**
 * The collection settings the provisioning keeps on this machine's CMS, which its schema apply
 * takes over (cms/server/prepare.mjs), so that a start does not undo them.
 * @returns {Record<string, Record<string, unknown>>}
 */
export const localCollectionMeta = () => {
  const target = { tokens: {}, previewSiteUrl: preview().siteUrl, fields: [] };
  return Object.fromEntries(
    provisioning.collections.map((collection) => [collection.collection, atTarget(collection.meta, target)]),
  );
};

/**
 * The command (`npm --prefix cms run provision`). A function, not top-level await: a module
 * with top-level await cannot be require()d, and the end-to-end specs load cms/server, which
 * imports this module, that way (Playwright compiles them to CommonJS).
 */
const runCommand = async () => {
  try {
    const { values: options } = parseArgs({ options: { url: { type: "string" }, check: { type: "boolean" } } });
    const { client, values } = options.url ? remoteTarget(options.url, process.env) : localTarget();
    const count = await provision({ client, values, check: options.check });
    process.exit(options.check && count > 0 ? 1 : 0);
  } catch (error) {
    console.error(`cms: provisioning failed: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runCommand();
