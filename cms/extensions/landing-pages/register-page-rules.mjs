/**
 * The filters that apply page-rules.mjs to every save of a page, in the app or through the API:
 * a refused save answers 400 with the rule's message (Directus shows it under the form), and a
 * page going live gets its `date_published`.
 */
import { InvalidPayloadError } from "@directus/errors";
import { pagesCollection } from "./blocks.mjs";
import { pagePublicationDate, pageProblem } from "./page-rules.mjs";

/**
 * @typedef {(table: string) => any} Knex
 * @typedef {{ database: Knex }} EventContext
 * @typedef {import("./page-rules.mjs").PageState} PageState
 */

/**
 * The pages of `keys`, in their order.
 * @param {Knex} database
 * @param {(string | number)[]} keys
 * @returns {Promise<PageState[]>}
 */
const readPages = async (database, keys) => {
  /** @type {PageState[]} */
  const rows = await database(pagesCollection).select("id", "status", "slug", "date_published").whereIn("id", keys);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return keys.map((key) => byId.get(String(key)) ?? { id: key });
};

/**
 * Another page than `keys` whose slug is `slug`, if any.
 * @param {Knex} database
 * @param {unknown} slug
 * @param {(string | number)[]} keys
 * @returns {Promise<{ id: string | number, title: string } | undefined>}
 */
const pageWithSlug = async (database, slug, keys) => {
  if (typeof slug !== "string") return undefined;
  const query = database(pagesCollection).select("id", "title").where("slug", slug);
  return (await (keys.length > 0 ? query.whereNotIn("id", keys) : query).first()) ?? undefined;
};

/** @param {string | null} problem */
const refuseIf = (problem) => {
  if (problem) throw new InvalidPayloadError({ reason: problem });
};

/**
 * @param {{ filter: Function }} register
 */
export const registerPageRules = ({ filter }) => {
  filter(
    `${pagesCollection}.items.create`,
    async (/** @type {Record<string, unknown>} */ payload, /** @type {unknown} */ _meta, /** @type {EventContext} */ context) => {
      refuseIf(pageProblem(undefined, payload, await pageWithSlug(context.database, payload.slug, [])));
      const date = pagePublicationDate([], payload, new Date());
      return date ? { ...payload, date_published: date } : payload;
    },
  );

  filter(
    `${pagesCollection}.items.update`,
    async (
      /** @type {Record<string, unknown>} */ payload,
      /** @type {{ keys: (string | number)[] }} */ meta,
      /** @type {EventContext} */ context,
    ) => {
      const before = await readPages(context.database, meta.keys);
      const takenBy = "slug" in payload ? await pageWithSlug(context.database, payload.slug, meta.keys) : undefined;
      for (const page of before) refuseIf(pageProblem(page, payload, takenBy));
      const date = pagePublicationDate(before, payload, new Date());
      return date ? { ...payload, date_published: date } : payload;
    },
  );
};
