/**
 * Which pages show a block, read from the m2a junction (`pages_blocks`: a block item does not
 * know its page). Used by this extension's page-files part and by the site-rebuild hook.
 */
import { pageBlocksCollection } from "./blocks.mjs";

/**
 * @typedef {any} Knex
 * @typedef {{ pages_id: string | number }} PageLink
 */

/**
 * The pages that show any of a block collection's items `keys`.
 * @param {Knex} database
 * @param {string} collection
 * @param {(string | number)[]} keys
 * @returns {Promise<(string | number)[]>}
 */
export const pagesShowing = async (database, collection, keys) =>
  keys.length === 0
    ? []
    : (
        await database(pageBlocksCollection)
          .distinct("pages_id")
          .where("collection", collection)
          .whereIn("item", keys.map(String))
          .whereNotNull("pages_id")
      ).map((/** @type {PageLink} */ row) => row.pages_id);

/**
 * The pages of the junction rows `keys`.
 * @param {Knex} database
 * @param {(string | number)[]} keys
 * @returns {Promise<(string | number)[]>}
 */
export const pagesOfLinks = async (database, keys) =>
  keys.length === 0
    ? []
    : (await database(pageBlocksCollection).distinct("pages_id").whereIn("id", keys).whereNotNull("pages_id")).map(
        (/** @type {PageLink} */ row) => row.pages_id,
      );

/**
 * The keys an action hook's meta names: `keys` of an update or delete, `key` of a create.
 * @param {{ key?: string | number, keys?: (string | number)[] }} meta
 * @returns {(string | number)[]}
 */
export const keysOf = (meta) => meta.keys ?? (meta.key === undefined ? [] : [meta.key]);
