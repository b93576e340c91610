/**
 * The rules of the navigation-links hook (index.mjs), kept free of Directus so that they can be
 * unit-tested (cms/test/__tests__/navigation-links.test.ts): what a menu link or the header
 * button (collection `navigation_links`) must lead to before it is saved, and which changes of
 * posts would leave a link leading nowhere.
 */

/**
 * What a link may lead to (navigation_links.target_type's choices in cms/schema/snapshot.yaml).
 * Pages (issue 31, landing pages): add "page" here, with its field, in linkProblem and in the
 * site's linkHref (src/lib/navigation/link-href.ts) when the `pages` collection is merged.
 */
export const targetTypes = /** @type {const} */ (["route", "post", "url"]);

/** The link fields that say where it leads. */
export const targetFields = /** @type {const} */ (["target_type", "route", "post", "url"]);

/** An outside address: a web address, an e-mail address or a telephone number. */
export const outsideAddressPattern = /^(https?:\/\/\S+|mailto:\S+|tel:[+0-9 ()-]+)$/;

/**
 * A link as it is stored, or as a save would leave it.
 * @typedef {{ id?: string | number, title?: string | null, target_type?: string | null, route?: string | null, post?: string | number | null, url?: string | null }} LinkState
 */

/**
 * A post a link leads to, as the database has it (undefined: there is no such post).
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
 * a published post, or a full outside address.
 * @param {LinkState} link as the save leaves it
 * @param {{ routes: readonly string[] | null, post: PostState | undefined }} known the route
 *   choices, and the post the link names (undefined when it names none, or one that does not exist)
 * @returns {string | null}
 */
export const linkProblem = (link, { routes, post }) => {
  const name = `The link ${quoted(link.title)}`;
  switch (link.target_type) {
    case "route":
      if (!link.route) return `${name} leads to a page of the site: choose the page`;
      if (routes && !routes.includes(link.route)) return `${name} leads to ${link.route}, which is not one of the site's pages`;
      return null;
    case "post":
      if (link.post === null || link.post === undefined || link.post === "")
        return `${name} leads to a blog post: choose the post`;
      if (!post) return `${name} leads to post ${link.post}, which does not exist`;
      if (post.status !== "published")
        return `${name} leads to the post ${quoted(post.title)}, which ${notPublishedReason(post.status)}: only a published post can be linked. Publish it first, or choose another target`;
      return null;
    case "url":
      if (!link.url || !outsideAddressPattern.test(link.url))
        return `${name} leads to an outside address: enter a full address starting with https://, http://, mailto: or tel:`;
      return null;
    default:
      return `${name} needs what it leads to: a page of the site, a blog post or an outside address`;
  }
};

/**
 * Why posts may not stop being published (be unpublished, archived or deleted), or null: links
 * lead to them, and would then lead nowhere on the site.
 * @param {PostState[]} posts the posts the change touches
 * @param {LinkState[]} links the links whose target is one of them
 * @returns {string | null}
 */
export const linkedPostsProblem = (posts, links) => {
  const linked = posts.filter((post) => links.some((link) => String(link.post) === String(post.id)));
  if (linked.length === 0) return null;
  const names = linked.map((post) => quoted(post.title)).join(", ");
  const linkNames = links.map((link) => quoted(link.title)).join(", ");
  return `${linked.length === 1 ? "The post" : "The posts"} ${names} ${linked.length === 1 ? "is" : "are"} linked from the site's navigation (${links.length === 1 ? "the link" : "the links"} ${linkNames}): point ${links.length === 1 ? "that link" : "those links"} elsewhere first, then unpublish, archive or delete`;
};

/**
 * Whether a save of posts stops them being published: a status other than published, or a delete.
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
