/**
 * Directus hook "redirects": keeps the `redirects` collection (from, to, permanent) something the
 * site can serve.
 *
 * - On every save of a redirect, whoever saves it (the app, the REST API, a flow), its addresses
 *   are normalised the way the site spells them, and it is refused with a message when it leads
 *   to itself, closes a loop with the other redirects (A -> B -> A, also through longer chains),
 *   or starts at a live page's own address: a page the site builds from its code
 *   (addresses.mjs's fixedAddresses), an address space of the site's own, or a published item of
 *   an addressed collection (a published post, a category). The build checks the same again
 *   (src/gatsby/node/cms-redirects.ts), with every page it actually made.
 * - When a published item of an addressed collection changes the field its address is made of
 *   (a category's slug), a permanent redirect from the old address to the new one is added,
 *   redirects that led to the old address lead to the new one, and redirects from the new
 *   address are removed; an item that becomes published takes its address back the same way.
 *   Which collections, and their address patterns: addresses.mjs.
 *
 * Its rules are lib.mjs and rules.mjs (the latter shared with the build), unit-tested in
 * cms/test/__tests__/redirects-hook.test.ts and redirect-rules.test.ts.
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step.
 */
import { InvalidPayloadError } from "@directus/errors";
import { createStash } from "../site-rebuild/lib.mjs";
import { addressedCollections } from "./addresses.mjs";
import { addressChangePlan, addressClaims, addressOf, livePageMessage, saveProblem } from "./lib.mjs";
import { normaliseRedirect } from "./rules.mjs";

/**
 * What this hook uses of Directus's hook context (loosely typed: Directus ships no types for
 * plain-JavaScript extensions).
 * @typedef {{ info: (message: string) => void, warn: (message: string) => void }} Logger
 * @typedef {any} Knex
 * @typedef {import("./addresses.mjs").AddressedCollection} AddressedCollection
 * @typedef {import("./lib.mjs").RedirectRow} RedirectRow
 * @typedef {Record<string, any>} ItemRow
 */

/**
 * A refusal as Directus answers it: "Invalid payload. <reason>." (the error adds the full stop).
 * @param {string} message
 */
const refusal = (message) => new InvalidPayloadError({ reason: message.replace(/\.$/, "") });

/** @param {Knex} database @returns {Promise<RedirectRow[]>} */
const readRedirects = (database) => database("redirects").select("id", "from", "to");

/**
 * The fields of an addressed collection's items the hook reads.
 * @param {AddressedCollection} entry
 */
const itemFields = (entry) => [
  ...new Set(["id", entry.field, entry.titleField, ...(entry.published ? [entry.published.field] : [])]),
];

/**
 * @param {AddressedCollection} entry
 * @param {ItemRow} row
 */
const isPublished = (entry, row) => entry.published === null || row[entry.published.field] === entry.published.value;

/**
 * @param {AddressedCollection} entry
 * @param {ItemRow} row
 */
const labelOf = (entry, row) => `${entry.noun} “${row[entry.titleField] ?? row.id}”`;

/**
 * What owns `path` among the live pages, in words, or null.
 * @param {Knex} database
 * @param {string} path a normalised path
 */
const liveOwner = async (database, path) => {
  const claims = addressClaims(path, addressedCollections);
  if (claims.fixed) return claims.fixed;
  for (const { entry, value } of claims.items) {
    const query = database(entry.collection).select(itemFields(entry)).where(entry.field, value);
    if (entry.published) query.andWhere(entry.published.field, entry.published.value);
    const row = await query.first();
    if (row) return `the ${entry.published ? "published " : ""}${labelOf(entry, row)} (${addressOf(entry, value)})`;
  }
  return null;
};

/**
 * @param {{ filter: Function, action: Function }} register
 * @param {{ services: any, getSchema: () => Promise<any>, database: Knex, logger: Logger }} context
 */
export default ({ filter, action }, { services, getSchema, database, logger }) => {
  /**
   * The redirect as it will be stored (normalised), or a refusal the editor reads.
   * @param {Knex} db the event's connection (inside its transaction, if any)
   * @param {{ from: string, to: string }} redirect
   * @param {string | number | null} ownId the row being updated, left out of the others
   */
  const checked = async (db, redirect, ownId) => {
    const others = (await readRedirects(db)).filter((row) => ownId === null || String(row.id) !== String(ownId));
    const problem = saveProblem(redirect, others);
    if (problem) throw refusal(problem);
    const normalised = normaliseRedirect(redirect);
    const owner = await liveOwner(db, normalised.from);
    if (owner) throw refusal(livePageMessage(normalised.from, owner));
    return normalised;
  };

  filter(
    "redirects.items.create",
    async (
      /** @type {Record<string, unknown>} */ payload,
      /** @type {unknown} */ _meta,
      /** @type {{ database: Knex }} */ context,
    ) => {
      // A missing address is Directus's own "required" answer.
      if (typeof payload.from !== "string" || typeof payload.to !== "string") return payload;
      const { from, to } = await checked(context.database, { from: payload.from, to: payload.to }, null);
      return { ...payload, from, to };
    },
  );

  filter(
    "redirects.items.update",
    async (
      /** @type {Record<string, unknown>} */ payload,
      /** @type {{ keys: (string | number)[] }} */ meta,
      /** @type {{ database: Knex }} */ context,
    ) => {
      if (!("from" in payload) && !("to" in payload)) return payload;
      /** @type {RedirectRow[]} */
      const rows = await context.database("redirects").select("id", "from", "to").whereIn("id", meta.keys);
      let result = payload;
      for (const row of rows) {
        const { from, to } = await checked(
          context.database,
          { from: String(payload.from ?? row.from), to: String(payload.to ?? row.to) },
          row.id,
        );
        result = { ...payload, ...("from" in payload ? { from } : {}), ...("to" in payload ? { to } : {}) };
      }
      return result;
    },
  );

  const redirectsService = async () => new services.ItemsService("redirects", { schema: await getSchema(), knex: database });

  /**
   * Applies an addressChangePlan without events: the item's own change already asks for a rebuild.
   * @param {ReturnType<typeof addressChangePlan>} plan
   */
  const apply = async (plan) => {
    if (plan.remove.length === 0 && plan.retarget.length === 0 && plan.upsert === null) return;
    const service = await redirectsService();
    const quiet = { emitEvents: false };
    if (plan.remove.length > 0) await service.deleteMany(plan.remove, quiet);
    for (const { id, to } of plan.retarget) await service.updateOne(id, { to }, quiet);
    if (plan.upsert) {
      const { id, ...redirect } = plan.upsert;
      if (id === null) await service.createOne(redirect, quiet);
      else await service.updateOne(id, redirect, quiet);
      logger.info(`redirects: ${redirect.from} now leads to ${redirect.to}`);
    }
  };

  for (const entry of addressedCollections) {
    const stash = createStash();
    /** @param {Knex} db @param {(string | number)[]} keys @returns {Promise<ItemRow[]>} */
    const readItems = (db, keys) => db(entry.collection).select(itemFields(entry)).whereIn("id", keys);
    /** @param {ItemRow | undefined} row */
    const stateOf = (row) => (row ? { value: row[entry.field] ?? null, published: isPublished(entry, row) } : null);

    /**
     * @param {(string | number)[]} keys
     * @param {ItemRow[] | null} before
     */
    const follow = async (keys, before) => {
      try {
        const after = await readItems(database, keys);
        for (const row of after) {
          const state = stateOf(row);
          if (!state) continue;
          const previous = before === null ? null : stateOf(before.find((item) => String(item.id) === String(row.id)));
          await apply(
            addressChangePlan({
              entry,
              before: previous,
              after: state,
              redirects: await readRedirects(database),
              label: labelOf(entry, row),
            }),
          );
        }
      } catch (error) {
        logger.warn(`redirects: could not follow the ${entry.collection} change: ${/** @type {Error} */ (error).message}`);
      }
    };

    const watched = itemFields(entry).filter((field) => field !== "id" && field !== entry.titleField);
    filter(
      `${entry.collection}.items.update`,
      async (
        /** @type {Record<string, unknown>} */ payload,
        /** @type {{ keys: (string | number)[] }} */ meta,
        /** @type {{ database: Knex }} */ context,
      ) => {
        if (watched.some((field) => field in payload)) {
          stash.put("update", meta.keys, /** @type {any[]} */ (await readItems(context.database, meta.keys)));
        }
        return payload;
      },
    );
    action(
      `${entry.collection}.items.update`,
      (/** @type {{ keys: (string | number)[], payload: Record<string, unknown> }} */ meta) => {
        if (!watched.some((field) => field in meta.payload)) return undefined;
        const before = /** @type {ItemRow[] | null} */ (stash.take("update", meta.keys));
        return before === null ? undefined : follow(meta.keys, before);
      },
    );
    action(`${entry.collection}.items.create`, (/** @type {{ key: string | number }} */ meta) => follow([meta.key], null));
  }
};
