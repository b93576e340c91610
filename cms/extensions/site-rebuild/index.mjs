/**
 * Directus hook "site-rebuild": asks for a site rebuild when content that the published site
 * shows changes, once per window of saves, and records each request in `site_builds`.
 *
 * - Changes of posts, landing pages (and their blocks: pages.mjs), categories, redirects, menus,
 *   menu links and the site details are judged by lib.mjs's affectsPublishedSite: a draft's,
 *   scheduled or archived post's or page's edit asks for nothing; any change of the others asks
 *   for a rebuild (siteContentCollections). The filter hooks read the posts and pages before an
 *   update or delete (the action hooks only see the payload).
 * - The first relevant change opens a window of SITE_REBUILD_WINDOW_SECONDS (default 30);
 *   changes until it closes join it; then BUILD_HOOK_URL is POSTed once (Authorization:
 *   BUILD_HOOK_TOKEN), and a `site_builds` row (kind "request") says what changed and whether
 *   the hook took the request. With REDIS set (several instances: the production stack) the
 *   window is shared by every instance through Redis (shared-window.mjs); without it, or while
 *   Redis cannot be reached, it lives in this process. An empty BUILD_HOOK_URL turns requests off.
 * - Once a day, rows of `site_builds` older than SITE_BUILDS_KEEP_DAYS (default 90) are removed,
 *   the build reports (platform/build/build-report.mjs) with the requests.
 * - A post saved as "scheduled" needs a publish time, whoever saves it (the app also shows and
 *   requires the field); a scheduled post that becomes published is dated then (lib.mjs's
 *   publicationDate). The flow "Publish scheduled posts" (cms/provisioning/publishing.mjs)
 *   publishes due posts with events on, so those changes reach this hook like an editor's.
 *
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step.
 */
import { InvalidPayloadError } from "@directus/errors";
import { Redis } from "ioredis";
import {
  affectsPublishedSite,
  callBuildHook,
  createCoalescer,
  createStash,
  hookOrigin,
  keptSince,
  parseKeepDays,
  parseWindowSeconds,
  publicationDate,
  scheduleProblem,
  siteContentCollections,
  statesAfterUpdate,
  summarizeChanges,
} from "./lib.mjs";
import { registerPageChanges } from "./pages.mjs";
import { createSharedCoalescer } from "./shared-window.mjs";
// Directus's own rule for where its Redis is, kept in one place (the auth-throttle hook's).
import { redisConnection } from "../auth-throttle/lib.mjs";

/**
 * What this hook uses of Directus's hook context (loosely typed: Directus ships no types for
 * plain-JavaScript extensions).
 * @typedef {{ info: (message: string) => void, warn: (message: string) => void, debug: (message: string) => void }} Logger
 * @typedef {import("./lib.mjs").PostState} PostState
 * @typedef {import("./lib.mjs").Change} Change
 * @typedef {(table: string) => any} Knex
 * @typedef {{ database: Knex, schema?: any }} EventContext
 */

/** The post fields the filters read before a change. */
const postFields = ["id", "status", "title", "publish_at"];

/**
 * @param {Knex} database the event's own connection (inside its transaction, if any)
 * @param {(string | number)[]} keys
 * @returns {Promise<PostState[]>}
 */
const readPosts = async (database, keys) => {
  /** @type {PostState[]} */
  const rows = await database("posts").select(postFields).whereIn("id", keys);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  // In the order of `keys`, so that before[i] and after[i] are one post.
  return keys.map((key) => byId.get(String(key)) ?? { id: key });
};

/** When the old `site_builds` rows are removed: daily, at a quiet hour (server time). */
export const pruneSchedule = "23 4 * * *";

/**
 * @param {{ filter: Function, action: Function, schedule: (cron: string, handler: () => Promise<void>) => void }} register
 * @param {{ services: any, getSchema: () => Promise<any>, database: Knex, env: Record<string, unknown>, logger: Logger }} context
 */
export default ({ filter, action, schedule }, { services, getSchema, database, env, logger }) => {
  const url = String(env.BUILD_HOOK_URL ?? "").trim();
  const token = String(env.BUILD_HOOK_TOKEN ?? "");
  const warn = (/** @type {string} */ message) => logger.warn(`site-rebuild: ${message}`);
  const windowSeconds = parseWindowSeconds(env.SITE_REBUILD_WINDOW_SECONDS, warn);
  const keepDays = parseKeepDays(env.SITE_BUILDS_KEEP_DAYS, warn);
  const stash = createStash();
  if (!url) logger.warn("site-rebuild: BUILD_HOOK_URL is empty, so content changes request no site rebuild.");

  /** `site_builds` with full access: the hook's own records. */
  const siteBuilds = async () => new services.ItemsService("site_builds", { schema: await getSchema(), knex: database });

  /**
   * Writes a row of `site_builds`; a failure is logged.
   * @param {Record<string, unknown>} row
   */
  const record = async (row) => {
    try {
      await (await siteBuilds()).createOne(row);
    } catch (error) {
      logger.warn(`site-rebuild: could not record the rebuild request in site_builds: ${/** @type {Error} */ (error).message}`);
    }
  };

  schedule(pruneSchedule, async () => {
    try {
      const older = { date_created: { _lt: keptSince(Date.now(), keepDays) } };
      const removed = await (await siteBuilds()).deleteByQuery({ filter: older, limit: -1 });
      if (removed.length > 0) logger.info(`site-rebuild: removed ${removed.length} site_builds rows older than ${keepDays} days`);
    } catch (error) {
      logger.warn(`site-rebuild: could not remove old site_builds rows: ${/** @type {Error} */ (error).message}`);
    }
  });

  /** @param {import("./lib.mjs").Batch} batch */
  const requestBuild = async ({ openedAt, changes }) => {
    const summary = summarizeChanges(changes);
    const result = await callBuildHook({
      url,
      token,
      body: { source: "directus", reason: "content changed", changes: changes.length, summary, window_seconds: windowSeconds },
    });
    if (result.ok) logger.info(`site-rebuild: build hook (${hookOrigin(url)}) called for ${summary}`);
    else logger.warn(`site-rebuild: ${result.error}`);
    await record({
      kind: "request",
      status: result.ok ? "requested" : "failed",
      summary,
      started_at: new Date(openedAt).toISOString(),
      finished_at: new Date().toISOString(),
      error: result.error,
    });
  };
  const onError = (/** @type {unknown} */ error) => logger.warn(`site-rebuild: ${/** @type {Error} */ (error).message}`);
  const windowMs = windowSeconds * 1000;
  const localWindow = createCoalescer({ windowMs, onClose: requestBuild, onError });
  const connection = url ? redisConnection(env) : null;
  // No offline queue: while Redis is down a change fails at once and takes the local window.
  const redis = connection
    ? new Redis(/** @type {any} */ (connection), { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000 })
    : null;
  // ioredis reconnects by itself; without a listener each failed attempt would be an uncaught error.
  redis?.on("error", (error) => logger.debug(`site-rebuild: Redis: ${error.message}`));
  const sharedWindow = redis ? createSharedCoalescer({ redis, windowMs, onClose: requestBuild, onError }) : null;

  /**
   * Adds a change to the shared window, or to this instance's own when Redis is not used or
   * cannot be reached (a change then still asks for a build, perhaps one more than needed).
   * @param {Change} change
   */
  const addToWindow = async (change) => {
    if (sharedWindow) {
      try {
        return await sharedWindow.add(change);
      } catch (error) {
        logger.warn(
          `site-rebuild: Redis (REDIS) cannot be reached (${/** @type {Error} */ (error).message}); this instance's own window takes the change.`,
        );
      }
    }
    return localWindow.add(change);
  };

  /** @param {Change} change */
  const note = (change) => {
    if (!url || !affectsPublishedSite(change)) return;
    void addToWindow(change).then((opened) => {
      if (opened) logger.info(`site-rebuild: content changed; the build hook is called in ${windowSeconds} s`);
    });
  };

  filter("posts.items.create", (/** @type {Record<string, unknown>} */ payload) => {
    const problem = scheduleProblem(undefined, payload);
    if (problem) throw new InvalidPayloadError({ reason: problem });
    return payload;
  });

  filter(
    "posts.items.update",
    async (
      /** @type {Record<string, unknown>} */ payload,
      /** @type {{ keys: (string | number)[] }} */ meta,
      /** @type {EventContext} */ context,
    ) => {
      const before = await readPosts(context.database, meta.keys);
      for (const post of before) {
        const problem = scheduleProblem(post, payload);
        if (problem) throw new InvalidPayloadError({ reason: problem });
      }
      stash.put("update", meta.keys, before);
      const date = publicationDate(before, payload, new Date());
      return date ? { ...payload, date_created: date } : payload;
    },
  );

  filter(
    "posts.items.delete",
    async (/** @type {(string | number)[]} */ keys, /** @type {unknown} */ _meta, /** @type {EventContext} */ context) => {
      stash.put("delete", keys, await readPosts(context.database, keys));
      return keys;
    },
  );

  action(
    "posts.items.create",
    (/** @type {{ key: string | number, payload: Record<string, unknown> }} */ meta, /** @type {EventContext} */ context) => {
      const defaultStatus = context?.schema?.collections?.posts?.fields?.status?.defaultValue ?? "draft";
      const status = /** @type {string} */ (meta.payload.status ?? defaultStatus);
      const title = /** @type {string | null} */ (meta.payload.title ?? null);
      note({ collection: "posts", event: "create", keys: [meta.key], before: [], after: [{ id: meta.key, status, title }] });
    },
  );

  action("posts.items.update", (/** @type {{ keys: (string | number)[], payload: Record<string, unknown> }} */ meta) => {
    const before = stash.take("update", meta.keys);
    note({
      collection: "posts",
      event: "update",
      keys: meta.keys,
      before,
      after: statesAfterUpdate(meta.keys, before, meta.payload),
    });
  });

  action("posts.items.delete", (/** @type {{ keys: (string | number)[] }} */ meta) => {
    note({ collection: "posts", event: "delete", keys: meta.keys, before: stash.take("delete", meta.keys), after: [] });
  });

  for (const [collection, { nameField }] of Object.entries(siteContentCollections)) {
    for (const event of /** @type {const} */ (["create", "update", "delete"])) {
      action(
        `${collection}.items.${event}`,
        (
          /** @type {{ key?: string | number, keys?: (string | number)[], payload?: Record<string, unknown> | unknown[] }} */ meta,
        ) => {
          const keys = meta.keys ?? (meta.key === undefined ? [] : [meta.key]);
          const payload = meta.payload && !Array.isArray(meta.payload) ? meta.payload : {};
          const name = nameField ? payload[nameField] : undefined;
          const names = typeof name === "string" ? [name] : [];
          note({ collection, event, keys, before: null, after: [], names });
        },
      );
    }
  }

  registerPageChanges({ filter, action }, { note, stash, database });
};
