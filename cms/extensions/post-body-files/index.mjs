/**
 * Directus hook "post-body-files": keeps the collection `post_body_files` (one row per post and
 * file its body shows as an image, from the body's /assets/<id> URLs: lib.mjs) in step with the
 * posts, so that a permission can say "files a published post shows".
 *
 * The "Site build" policy (cms/provisioning/site-build.mjs) reads a file only when a published post shows
 * it: as its hero (`directus_files.hero_of_posts`, the o2m of posts.hero_image) or in its body
 * (`directus_files.in_post_bodies`, the o2m of post_body_files.file). A post's status is read
 * when the permission is checked; only its body's images are kept here:
 *
 * - after a post is created or its body changes, its rows are made again from the body saved in
 *   the database (not the payload, so that two quick saves end with the last body's rows);
 * - deleting a post or a file removes their rows (the foreign keys cascade too);
 * - on every start, every post's rows are checked, so a database made before this hook, or
 *   content changed without Directus's events, is brought up to date.
 *
 * Rows follow a save within milliseconds (action hooks run after the save is answered).
 *
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step. Its parser
 * (sanitize-html) is one of Directus's own dependencies.
 */
import { bodyFileIds, planRows } from "./lib.mjs";

/**
 * What this hook uses of Directus's hook context (loosely typed: Directus ships no types for
 * plain-JavaScript extensions).
 * @typedef {{ info: (message: string) => void, warn: (message: string) => void }} Logger
 * @typedef {any} Knex
 */

const table = "post_body_files";

/** Ids per `whereIn` list and rows per insert: well below every database's variable limit. */
const chunkSize = 200;

/**
 * @template T
 * @param {readonly T[]} items
 * @returns {T[][]}
 */
const chunks = (items) =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  );

/**
 * Makes the rows of `postIds` say what their bodies show now, a few queries per 200 posts.
 * @param {Knex} database
 * @param {(string | number)[]} postIds
 */
export const syncPosts = async (database, postIds) => {
  for (const ids of chunks(postIds)) {
    /** @type {{ id: string | number, body: string | null }[]} */
    const posts = await database("posts").select("id", "body").whereIn("id", ids);
    const shown = new Map(posts.map((post) => [String(post.id), bodyFileIds(post.body)]));
    // Only files that exist: a body may still name a deleted file, or another CMS's.
    const named = [...new Set([...shown.values()].flat())];
    const existing = new Set();
    for (const files of chunks(named)) {
      for (const row of await database("directus_files").select("id").whereIn("id", files)) existing.add(row.id);
    }
    /** @type {{ id: string, post: string | number }[]} */
    const rows = await database(table).select("id", "post").whereIn("post", ids);
    /** @type {import("./lib.mjs").BodyFileRow[]} */
    const add = [];
    /** @type {string[]} */
    const remove = [];
    for (const post of posts) {
      const plan = planRows(
        post.id,
        rows.filter((row) => String(row.post) === String(post.id)),
        (shown.get(String(post.id)) ?? []).filter((file) => existing.has(file)),
      );
      add.push(...plan.add);
      remove.push(...plan.remove);
    }
    // Rows of posts that are gone (with foreign keys off, or deleted meanwhile).
    const found = new Set(posts.map((post) => String(post.id)));
    remove.push(...rows.filter((row) => !found.has(String(row.post))).map((row) => row.id));
    for (const batch of chunks(remove)) await database(table).whereIn("id", batch).delete();
    for (const batch of chunks(add)) await database(table).insert(batch).onConflict("id").ignore();
  }
};

/**
 * Checks every post's rows, a batch at a time; resolves with the number of posts checked.
 * @param {Knex} database
 */
export const syncAllPosts = async (database) => {
  let checked = 0;
  let after = null;
  for (;;) {
    const query = database("posts").select("id").orderBy("id").limit(chunkSize);
    /** @type {{ id: string | number }[]} */
    const batch = await (after === null ? query : query.where("id", ">", after));
    if (batch.length === 0) break;
    await syncPosts(
      database,
      batch.map((post) => post.id),
    );
    checked += batch.length;
    after = /** @type {{ id: string | number }} */ (batch.at(-1)).id;
  }
  // Rows of posts that no longer exist (with foreign keys off).
  await database(table).whereNotIn("post", database("posts").select("id")).delete();
  return checked;
};

/**
 * @param {{ action: Function }} register
 * @param {{ database: Knex, logger: Logger }} context
 */
export default ({ action }, { database, logger }) => {
  /**
   * @param {string} what
   * @param {() => Promise<unknown>} work
   */
  const run = async (what, work) => {
    try {
      await work();
    } catch (error) {
      logger.warn(`post-body-files: ${what} failed: ${/** @type {Error} */ (error).message}`);
    }
  };

  // A new post has no rows yet: only one whose body shows a CMS image needs any.
  action("posts.items.create", (/** @type {{ key: string | number, payload: Record<string, unknown> }} */ { key, payload }) =>
    typeof payload.body === "string" && bodyFileIds(payload.body).length > 0
      ? run(`recording post ${key}'s body images`, () => syncPosts(database, [key]))
      : undefined,
  );
  action(
    "posts.items.update",
    (/** @type {{ keys: (string | number)[], payload: Record<string, unknown> }} */ { keys, payload }) =>
      "body" in payload
        ? run(`recording the body images of posts ${keys.join(", ")}`, () => syncPosts(database, keys))
        : undefined,
  );
  action("posts.items.delete", (/** @type {{ keys: (string | number)[] }} */ { keys }) =>
    run("forgetting deleted posts' body images", () => database(table).whereIn("post", keys).delete()),
  );
  action("files.delete", (/** @type {{ keys: string[] }} */ { keys }) =>
    run("forgetting deleted files", () => database(table).whereIn("file", keys).delete()),
  );

  action("server.start", () =>
    run("checking every post's body images", async () => {
      const checked = await syncAllPosts(database);
      logger.info(`post-body-files: the body images of ${checked} posts checked`);
    }),
  );
};
