/**
 * Directus hook "navigation-links": a menu link or the header button (collection
 * `navigation_links`, cms/provisioning/site-navigation.mjs) is saved only when it leads somewhere
 * the published site has, so no page is built with a link that leads nowhere:
 *
 * - creating or changing a link is refused, with a message naming the link, when it leads to a
 *   post or landing page that is not published (naming it), to no page or to a page not on the
 *   route field's list, or to an outside address that is not a full address (lib.mjs's
 *   linkProblem);
 * - unpublishing, archiving or deleting a post or landing page that links lead to is refused,
 *   naming it and the links (linkedItemsProblem).
 *
 * Whoever saves, the app or the API, administrators included. What still reaches a build (a
 * database changed without Directus) fails that build with the link's name
 * (src/gatsby/node/navigation-check.ts). Each filter reads through the event's own connection,
 * inside its transaction (a link made inside a menu is saved in the menu's).
 *
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step.
 */
import { InvalidPayloadError } from "@directus/errors";
import {
  linkAfterSave,
  linkedCollections,
  linkedItemsProblem,
  linkProblem,
  routeChoices,
  stopsPublishing,
  targetFields,
} from "./lib.mjs";

/**
 * What this hook uses of Directus's hook context (loosely typed: Directus ships no types for
 * plain-JavaScript extensions).
 * @typedef {(table: string) => any} Knex
 * @typedef {{ database: Knex }} EventContext
 * @typedef {import("./lib.mjs").LinkState} LinkState
 */

const linkFields = ["id", "title", ...targetFields];

/**
 * The route choices the app offers (navigation_links.route's options).
 * @param {Knex} database
 */
const readRoutes = async (database) => {
  const row = await database("directus_fields")
    .select("options")
    .where({ collection: "navigation_links", field: "route" })
    .first();
  return routeChoices(row?.options ?? null);
};

/**
 * The post or landing page a link names, as stored (undefined: it names none, or none exists).
 * @param {Knex} database
 * @param {LinkState} link
 * @returns {Promise<import("./lib.mjs").PostState | undefined>}
 */
const readLinkedItem = async (database, link) => {
  const entry = Object.entries(linkedCollections).find(([, kind]) => kind.field === link.target_type);
  if (!entry) return undefined;
  const [collection, { field }] = entry;
  const id = link[field];
  return id === null || id === undefined || id === ""
    ? undefined
    : database(collection).select(["id", "title", "status"]).where({ id }).first();
};

/**
 * Refuses the save when a link would lead nowhere.
 * @param {Knex} database
 * @param {LinkState} link as the save leaves it
 */
const refuseBadLink = async (database, link) => {
  const problem = linkProblem(link, {
    routes: link.target_type === "route" ? await readRoutes(database) : null,
    item: await readLinkedItem(database, link),
  });
  if (problem) throw new InvalidPayloadError({ reason: problem });
};

/**
 * Refuses a change that stops posts or landing pages being published while links lead to them.
 * @param {Knex} database
 * @param {import("./lib.mjs").LinkedCollection} collection
 * @param {(string | number)[]} keys
 */
const refuseUnlinking = async (database, collection, keys) => {
  if (keys.length === 0) return;
  const { field } = linkedCollections[collection];
  /** @type {LinkState[]} */
  const links = await database("navigation_links").select(["title", field]).where({ target_type: field }).whereIn(field, keys);
  if (links.length === 0) return;
  const items = await database(collection).select(["id", "title", "status"]).whereIn("id", keys);
  const problem = linkedItemsProblem(collection, items, links);
  if (problem) throw new InvalidPayloadError({ reason: problem });
};

/** @param {{ filter: Function }} register */
export default ({ filter }) => {
  filter(
    "navigation_links.items.create",
    async (/** @type {Record<string, unknown>} */ payload, /** @type {unknown} */ _meta, /** @type {EventContext} */ context) => {
      await refuseBadLink(context.database, linkAfterSave(undefined, payload));
      return payload;
    },
  );

  filter(
    "navigation_links.items.update",
    async (
      /** @type {Record<string, unknown>} */ payload,
      /** @type {{ keys: (string | number)[] }} */ meta,
      /** @type {EventContext} */ context,
    ) => {
      /** @type {LinkState[]} */
      const stored = await context.database("navigation_links").select(linkFields).whereIn("id", meta.keys);
      for (const link of stored) await refuseBadLink(context.database, linkAfterSave(link, payload));
      return payload;
    },
  );

  for (const collection of /** @type {import("./lib.mjs").LinkedCollection[]} */ (Object.keys(linkedCollections))) {
    filter(
      `${collection}.items.update`,
      async (
        /** @type {Record<string, unknown>} */ payload,
        /** @type {{ keys: (string | number)[] }} */ meta,
        /** @type {EventContext} */ context,
      ) => {
        if (stopsPublishing(payload)) await refuseUnlinking(context.database, collection, meta.keys);
        return payload;
      },
    );

    filter(
      `${collection}.items.delete`,
      async (/** @type {(string | number)[]} */ keys, /** @type {unknown} */ _meta, /** @type {EventContext} */ context) => {
        await refuseUnlinking(context.database, collection, keys);
        return keys;
      },
    );
  }
};
