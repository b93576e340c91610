/**
 * The rules of the navigation-links hook (index.mjs), kept free of Directus so that they can be
 * unit-tested (cms/test/__tests__/navigation-links.test.ts): what a menu link or the header
 * button (collection `navigation_links`) must lead to before it is saved, and which changes of
 * posts and landing pages would leave a link leading nowhere.
 */

/**
 * What a link may lead to (navigation_links.target_type's choices in cms/schema/snapshot.yaml;
 * the site turns each into an address in src/lib/navigation/link-target.ts).
 */
export const targetTypes = /** @type {const} */ (["route", "post", "page", "url"]);

/** The link fields that say where it leads. */
export const targetFields = /** @type {const} */ (["target_type", "route", "post", "page", "url"]);

/**
 * The collections a link may name an item of (its field has the collection's singular name), and
 * how an editor calls their items.
 */
export const linkedCollections = /** @type {const} */ ({
  posts: { field: "post", one: "post", many: "posts", what: "a blog post" },
  pages: { field: "page", one: "landing page", many: "landing pages", what: "a landing page" },
});

/** @typedef {keyof typeof linkedCollections} LinkedCollection */

/** An outside address: a web address, an e-mail address or a telephone number. */
export const outsideAddressPattern = /^(https?:\/\/\S+|mailto:\S+|tel:[+0-9 ()-]+)$/;

/**
 * A link as it is stored, or as a save would leave it.
 * @typedef {{ id?: string | number, title?: string | null, target_type?: string | null, route?: string | null, post?: string | number | null, page?: string | number | null, url?: string | null }} LinkState
 */

/**
 * A post or landing page a link leads to, as the database has it (undefined: there is no such item).
 * @typedef {{ id: string | number, title?: string | null, status?: string | null }} PostState
 */

/** @param {string | null | undefined} title */
const quoted = (title) => `“${title ?? ""}”`;

/**
 * A link as a save leaves it: the stored link with the payload's fields.
 * @param {LinkState | undefined} stored undefined for a new link
 * @param {Record<string, unknown>} payload
 * @returns {LinkState}
 */
export const linkAfterSave = (stored, payload) => ({ ...(stored ?? {}), ...payload });

/** @param {string | null | undefined} status */
const notPublishedReason = (status) =>
  status === "scheduled"
    ? "is scheduled, not published yet"
    : status === "archived"
      ? "is archived"
      : status === "draft"
        ? "is a draft"
        : `is not published (${status ?? "no status"})`;

/**
 * Why a link cannot be saved as it is, in an editor's words (Directus ends it with a full stop:
 * "Invalid payload. <reason>."), or null when it can: it must lead
 * to one of the site's pages (`routes`, the route field's choices; null: not known, not checked),
 * a published post or landing page, or a full outside address.
 * @param {LinkState} link as the save leaves it
 * @param {{ routes: readonly string[] | null, item: PostState | undefined }} known the route
 *   choices, and the post or landing page the link names (undefined when it names none, or one
 *   that does not exist)
 * @returns {string | null}
 */
export const linkProblem = (link, { routes, item }) => {
  const name = `The link ${quoted(link.title)}`;
  switch (link.target_type) {
    case "route":
      if (!link.route) return `${name} leads to a page of the site: choose the page`;
      if (routes && !routes.includes(link.route)) return `${name} leads to ${link.route}, which is not one of the site's pages`;
      return null;
    case "post":
      return linkedItemProblem(name, linkedCollections.posts, link.post, item);
    case "page":
      return linkedItemProblem(name, linkedCollections.pages, link.page, item);
    case "url":
      if (!link.url || !outsideAddressPattern.test(link.url))
        return `${name} leads to an outside address: enter a full address starting with https://, http://, mailto: or tel:`;
      return null;
    default:
      return `${name} needs what it leads to: a page of the site, a blog post, a landing page or an outside address`;
  }
};

/**
 * Why a link to a post or landing page cannot be saved, or null: it must name a published one.
 * @param {string} name the link, in a message
 * @param {(typeof linkedCollections)[LinkedCollection]} kind
 * @param {string | number | null | undefined} key the item the link names
 * @param {PostState | undefined} item that item, as stored
 */
const linkedItemProblem = (name, kind, key, item) => {
  if (key === null || key === undefined || key === "") return `${name} leads to ${kind.what}: choose the ${kind.one}`;
  if (!item) return `${name} leads to ${kind.one} ${key}, which does not exist`;
  if (item.status !== "published")
    return `${name} leads to the ${kind.one} ${quoted(item.title)}, which ${notPublishedReason(item.status)}: only a published ${kind.one} can be linked. Publish it first, or choose another target`;
  return null;
};

/**
 * Why posts or landing pages may not stop being published (be unpublished, archived or deleted),
 * or null: links lead to them, and would then lead nowhere on the site.
 * @param {LinkedCollection} collection
 * @param {PostState[]} items the items the change touches
 * @param {LinkState[]} links the links whose target is one of them
 * @returns {string | null}
 */
export const linkedItemsProblem = (collection, items, links) => {
  const { field, one, many } = linkedCollections[collection];
  const linked = items.filter((item) => links.some((link) => String(link[field]) === String(item.id)));
  if (linked.length === 0) return null;
  const names = linked.map((item) => quoted(item.title)).join(", ");
  const linkNames = links.map((link) => quoted(link.title)).join(", ");
  return `${linked.length === 1 ? `The ${one}` : `The ${many}`} ${names} ${linked.length === 1 ? "is" : "are"} linked from the site's navigation (${links.length === 1 ? "the link" : "the links"} ${linkNames}): point ${links.length === 1 ? "that link" : "those links"} elsewhere first, then unpublish, archive or delete`;
};

/**
 * Whether a save of posts or landing pages stops them being published: a status other than
 * published, or a delete.
 * @param {Record<string, unknown> | "delete"} change the update's payload, or "delete"
 */
export const stopsPublishing = (change) =>
  change === "delete" || (typeof change.status === "string" && change.status !== "published");

/**
 * The route choices of navigation_links.route as Directus stores its field options (JSON text in
 * SQLite, JSON in PostgreSQL); null when there are none to check against.
 * @param {unknown} options directus_fields.options
 * @returns {string[] | null}
 */
export const routeChoices = (options) => {
  const parsed = typeof options === "string" ? JSON.parse(options) : options;
  const choices = /** @type {{ choices?: { value?: unknown }[] } | null} */ (parsed)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  return choices.map((choice) => String(choice.value));
};
