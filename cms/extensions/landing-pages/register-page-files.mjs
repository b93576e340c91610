/**
 * Keeps `page_files` (one row per page and file it shows: page-files.mjs) in step with the pages
 * and their blocks, so that the "Site build" policy can read a file when a published page shows
 * it (`directus_files.in_pages`, the o2m of page_files.file; the page's status is read when the
 * permission is checked). As the post-body-files hook does for posts:
 *
 * - after a page is saved (its blocks with it, in the app), or one of its blocks is saved alone
 *   (the Visual Editor), or a block is added to or taken from it, its rows are made again from
 *   what the database holds then;
 * - deleting a page or a file removes their rows (the foreign keys cascade too);
 * - on every start every page's rows are checked, so content changed without Directus's events
 *   is brought up to date.
 */
import { blockCollectionNames, blockCollections, pageBlocksCollection, pageFilesCollection, pagesCollection } from "./blocks.mjs";
import { pageFileIds, planPageRows } from "./page-files.mjs";
import { keysOf, pagesOfLinks, pagesShowing } from "./page-links.mjs";

/**
 * @typedef {any} Knex
 * @typedef {{ info: (message: string) => void, warn: (message: string) => void }} Logger
 * @typedef {import("./page-files.mjs").PageBlock} PageBlock
 */

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
 * The blocks of `pageIds`, by page id, with the fields of each item that can show a file.
 * @param {Knex} database
 * @param {(string | number)[]} pageIds
 * @returns {Promise<Map<string, PageBlock[]>>}
 */
const blocksOfPages = async (database, pageIds) => {
  /** @type {{ pages_id: string | number, collection: string | null, item: string | null }[]} */
  const links = await database(pageBlocksCollection).select("pages_id", "collection", "item").whereIn("pages_id", pageIds);
  /** @type {Map<string, Record<string, unknown>>} */
  const items = new Map();
  for (const kind of blockCollections) {
    const fields = [...kind.files, ...kind.richText];
    const ids = links.filter((link) => link.collection === kind.collection && link.item !== null).map((link) => link.item);
    if (fields.length === 0 || ids.length === 0) continue;
    for (const batch of chunks([...new Set(ids)])) {
      for (const row of await database(kind.collection)
        .select("id", ...fields)
        .whereIn("id", batch))
        items.set(`${kind.collection}:${row.id}`, row);
    }
  }
  /** @type {Map<string, PageBlock[]>} */
  const byPage = new Map();
  for (const link of links) {
    if (!link.collection) continue;
    const list = byPage.get(String(link.pages_id)) ?? [];
    list.push({ collection: link.collection, item: items.get(`${link.collection}:${link.item}`) ?? null });
    byPage.set(String(link.pages_id), list);
  }
  return byPage;
};

/**
 * Makes the rows of `pageIds` say what the pages show now, a few queries per 200 pages.
 * @param {Knex} database
 * @param {(string | number)[]} pageIds
 */
export const syncPages = async (database, pageIds) => {
  for (const ids of chunks([...new Set(pageIds.map(String))])) {
    /** @type {Record<string, unknown>[]} */
    const pages = await database(pagesCollection).select("id", "share_image").whereIn("id", ids);
    const blocks = await blocksOfPages(database, ids);
    const shown = new Map(pages.map((page) => [String(page.id), pageFileIds(page, blocks.get(String(page.id)) ?? [])]));
    // Only files that exist: a rich text may still name a deleted file, or another CMS's.
    const existing = new Set();
    for (const files of chunks([...new Set([...shown.values()].flat())])) {
      for (const row of await database("directus_files").select("id").whereIn("id", files))
        existing.add(String(row.id).toLowerCase());
    }
    /** @type {{ id: string, page: string | number }[]} */
    const rows = await database(pageFilesCollection).select("id", "page").whereIn("page", ids);
    /** @type {import("./page-files.mjs").PageFileRow[]} */
    const add = [];
    /** @type {string[]} */
    const remove = [];
    for (const page of pages) {
      const key = String(page.id);
      const plan = planPageRows(
        /** @type {string | number} */ (page.id),
        rows.filter((row) => String(row.page) === key),
        (shown.get(key) ?? []).filter((file) => existing.has(file)),
      );
      add.push(...plan.add);
      remove.push(...plan.remove);
    }
    // Rows of pages that are gone (with foreign keys off, or deleted meanwhile).
    const found = new Set(pages.map((page) => String(page.id)));
    remove.push(...rows.filter((row) => !found.has(String(row.page))).map((row) => row.id));
    for (const batch of chunks(remove)) await database(pageFilesCollection).whereIn("id", batch).delete();
    for (const batch of chunks(add)) await database(pageFilesCollection).insert(batch).onConflict("id").ignore();
  }
};

/**
 * Checks every page's rows; resolves with the number of pages checked.
 * @param {Knex} database
 */
export const syncAllPages = async (database) => {
  /** @type {{ id: string | number }[]} */
  const pages = await database(pagesCollection).select("id");
  await syncPages(
    database,
    pages.map((page) => page.id),
  );
  await database(pageFilesCollection).whereNotIn("page", database(pagesCollection).select("id")).delete();
  return pages.length;
};

/**
 * @param {{ filter: Function, action: Function }} register
 * @param {{ database: Knex, logger: Logger }} context
 */
export const registerPageFiles = ({ filter, action }, { database, logger }) => {
  /**
   * @param {string} what
   * @param {() => Promise<unknown>} work
   */
  const run = async (what, work) => {
    try {
      await work();
    } catch (error) {
      logger.warn(`landing-pages: ${what} failed: ${/** @type {Error} */ (error).message}`);
    }
  };
  /** @param {(string | number)[]} pageIds */
  const recordPages = (pageIds) =>
    pageIds.length === 0
      ? undefined
      : run(`recording the files of pages ${pageIds.join(", ")}`, () => syncPages(database, pageIds));

  action(`${pagesCollection}.items.create`, (/** @type {{ key: string | number }} */ { key }) => recordPages([key]));
  action(`${pagesCollection}.items.update`, (/** @type {{ keys: (string | number)[] }} */ { keys }) => recordPages(keys));
  action(`${pagesCollection}.items.delete`, (/** @type {{ keys: (string | number)[] }} */ { keys }) =>
    run("forgetting deleted pages' files", () => database(pageFilesCollection).whereIn("page", keys).delete()),
  );

  // A block saved on its own (the Visual Editor, the API): the pages that show it.
  for (const collection of blockCollectionNames) {
    for (const event of ["update", "delete"]) {
      action(`${collection}.items.${event}`, async (/** @type {{ keys: (string | number)[] }} */ { keys }) =>
        run(`recording the files of the pages showing ${collection} ${keys.join(", ")}`, async () =>
          syncPages(database, await pagesShowing(database, collection, keys)),
        ),
      );
    }
  }

  // Blocks added to or taken from a page on their own: its pages before (read by the filter) and after.
  /** @type {Map<string, (string | number)[]>} */
  const pagesBeforeDelete = new Map();
  for (const event of ["create", "update"]) {
    action(
      `${pageBlocksCollection}.items.${event}`,
      async (/** @type {{ key?: string | number, keys?: (string | number)[] }} */ meta) =>
        run("recording the files of pages whose blocks changed", async () =>
          syncPages(database, await pagesOfLinks(database, keysOf(meta))),
        ),
    );
  }
  filter(`${pageBlocksCollection}.items.delete`, async (/** @type {(string | number)[]} */ keys) => {
    pagesBeforeDelete.set(keys.map(String).sort().join(","), await pagesOfLinks(database, keys));
    return keys;
  });
  action(`${pageBlocksCollection}.items.delete`, (/** @type {{ keys: (string | number)[] }} */ { keys }) => {
    const key = keys.map(String).sort().join(",");
    const pages = pagesBeforeDelete.get(key) ?? [];
    pagesBeforeDelete.delete(key);
    return recordPages(pages);
  });

  action("files.delete", (/** @type {{ keys: string[] }} */ { keys }) =>
    run("forgetting deleted files", () => database(pageFilesCollection).whereIn("file", keys).delete()),
  );

  action("server.start", () =>
    run("checking every page's files", async () => {
      const checked = await syncAllPages(database);
      logger.info(`landing-pages: the files of ${checked} pages checked`);
    }),
  );
};
