/**
 * The site-rebuild hook's events of landing pages (cms/extensions/landing-pages/blocks.mjs): a
 * page's own saves, and saves of its blocks, which are changes of the pages that show them
 * (a block saved alone in the Visual Editor, or added to or taken from a page). All are judged by
 * affectsPublishedSite as "pages" changes: only pages published before or after ask for a build.
 */
import { blockCollectionNames, pageBlocksCollection, pagesCollection } from "../landing-pages/blocks.mjs";
import { keysOf, pagesOfLinks, pagesShowing } from "../landing-pages/page-links.mjs";
import { statesAfterUpdate } from "./lib.mjs";

/**
 * @typedef {import("./lib.mjs").PostState} PageState
 * @typedef {import("./lib.mjs").Change} Change
 * @typedef {(table: string) => any} Knex
 * @typedef {{ database: Knex }} EventContext
 * @typedef {ReturnType<typeof import("./lib.mjs").createStash>} Stash
 */

/**
 * The pages of `keys`, in their order (the fields the summaries and the rule read).
 * @param {Knex} database
 * @param {(string | number)[]} keys
 * @returns {Promise<PageState[]>}
 */
const readPages = async (database, keys) => {
  if (keys.length === 0) return [];
  /** @type {PageState[]} */
  const rows = await database(pagesCollection).select("id", "status", "title").whereIn("id", keys);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return keys.map((key) => byId.get(String(key)) ?? { id: key });
};

/**
 * @param {{ filter: Function, action: Function }} register
 * @param {{ note: (change: Change) => void, stash: Stash, database: Knex }} hook
 */
export const registerPageChanges = ({ filter, action }, { note, stash, database }) => {
  /**
   * A change of the pages `pageIds` (their blocks changed): judged by their status now.
   * @param {(string | number)[]} pageIds
   */
  const notePages = async (pageIds) => {
    const pages = await readPages(database, [...new Set(pageIds.map(String))]);
    if (pages.length > 0)
      note({ collection: "pages", event: "update", keys: pages.map((page) => page.id), before: pages, after: pages });
  };

  action(
    `${pagesCollection}.items.create`,
    (/** @type {{ key: string | number, payload: Record<string, unknown> }} */ meta, /** @type {{ schema?: any }} */ context) => {
      const defaultStatus = context?.schema?.collections?.[pagesCollection]?.fields?.status?.defaultValue ?? "draft";
      const status = /** @type {string} */ (meta.payload.status ?? defaultStatus);
      const title = /** @type {string | null} */ (meta.payload.title ?? null);
      note({ collection: "pages", event: "create", keys: [meta.key], before: [], after: [{ id: meta.key, status, title }] });
    },
  );
  filter(
    `${pagesCollection}.items.update`,
    async (
      /** @type {Record<string, unknown>} */ payload,
      /** @type {{ keys: (string | number)[] }} */ meta,
      /** @type {EventContext} */ context,
    ) => {
      stash.put("pages-update", meta.keys, await readPages(context.database, meta.keys));
      return payload;
    },
  );
  action(
    `${pagesCollection}.items.update`,
    (/** @type {{ keys: (string | number)[], payload: Record<string, unknown> }} */ meta) => {
      const before = stash.take("pages-update", meta.keys);
      note({
        collection: "pages",
        event: "update",
        keys: meta.keys,
        before,
        after: statesAfterUpdate(meta.keys, before, meta.payload),
      });
    },
  );
  filter(
    `${pagesCollection}.items.delete`,
    async (/** @type {(string | number)[]} */ keys, /** @type {unknown} */ _meta, /** @type {EventContext} */ context) => {
      stash.put("pages-delete", keys, await readPages(context.database, keys));
      return keys;
    },
  );
  action(`${pagesCollection}.items.delete`, (/** @type {{ keys: (string | number)[] }} */ meta) => {
    note({ collection: "pages", event: "delete", keys: meta.keys, before: stash.take("pages-delete", meta.keys), after: [] });
  });

  // A block saved or deleted on its own: the pages that show it (a new block is on no page yet).
  for (const collection of blockCollectionNames) {
    for (const event of ["update", "delete"]) {
      action(`${collection}.items.${event}`, async (/** @type {{ keys: (string | number)[] }} */ meta) =>
        notePages(await pagesShowing(database, collection, meta.keys)),
      );
    }
  }

  // Blocks added to, moved on or taken from a page on their own: the page before and after.
  for (const event of ["create", "update"]) {
    action(
      `${pageBlocksCollection}.items.${event}`,
      async (/** @type {{ key?: string | number, keys?: (string | number)[] }} */ meta) =>
        notePages(await pagesOfLinks(database, keysOf(meta))),
    );
  }
  filter(
    `${pageBlocksCollection}.items.delete`,
    async (/** @type {(string | number)[]} */ keys, /** @type {unknown} */ _meta, /** @type {EventContext} */ context) => {
      stash.put(
        "page-blocks-delete",
        keys,
        (await pagesOfLinks(context.database, keys)).map((id) => ({ id })),
      );
      return keys;
    },
  );
  action(`${pageBlocksCollection}.items.delete`, (/** @type {{ keys: (string | number)[] }} */ meta) =>
    notePages((stash.take("page-blocks-delete", meta.keys) ?? []).map((page) => page.id)),
  );
};
