/**
 * The rules of a landing page's save, free of Directus so that they can be unit-tested
 * (cms/test/__tests__/landing-pages.test.ts); register-page-rules.mjs applies them:
 *
 * - its slug (slugs.mjs), and no other page's;
 * - the posts' publishing rules: a scheduled page needs its publish time, `date_published`
 *   (the site-rebuild hook's scheduleProblem, with the pages' field), and the flow "Publish
 *   scheduled pages" publishes it when that time comes;
 * - when a page goes live, `date_published` says when: its publish time, or now when it had none
 *   or was published by hand before it.
 */
import { scheduleProblem, timeOf } from "../site-rebuild/lib.mjs";
import { slugProblem } from "./slugs.mjs";

/** @type {import("../site-rebuild/lib.mjs").Schedule} */
export const pageSchedule = {
  field: "date_published",
  message: 'A scheduled page needs its publish time: set "Date published", or choose another status',
};

/**
 * A page's fields the rules read before an update.
 * @typedef {{ id: string | number, status?: string | null, slug?: string | null, date_published?: unknown }} PageState
 */

/**
 * Why a page cannot be saved as `payload` would leave it, or null. `before` is the page before
 * an update (undefined for a create); `takenBy` names the other page that has the slug the
 * payload sets, if any.
 * @param {PageState | undefined} before
 * @param {Record<string, unknown>} payload
 * @param {{ title: string, id: string | number } | undefined} takenBy
 * @returns {string | null}
 */
export const pageProblem = (before, payload, takenBy) => {
  if (before === undefined || "slug" in payload) {
    const problem = slugProblem(payload.slug);
    if (problem) return problem;
    if (takenBy)
      return `The slug "${String(payload.slug)}" is taken by the page “${takenBy.title}” (${takenBy.id}). Choose another slug`;
  }
  return scheduleProblem(before, payload, pageSchedule);
};

/**
 * The `date_published` a save must set, or null to leave it: when the pages become published
 * and none of them has a publish time already passed (empty, or a later time: published by hand
 * early), now. A payload that sets the date itself wins; so does one that publishes several
 * pages of which some already have a past date (one payload sets them all alike).
 * @param {PageState[]} before the pages before the update ([] for a create)
 * @param {Record<string, unknown>} payload
 * @param {Date} now
 * @returns {string | null}
 */
export const pagePublicationDate = (before, payload, now) => {
  if (payload.status !== "published" || "date_published" in payload) return null;
  const due = (/** @type {PageState} */ page) => {
    const time = timeOf(page.date_published);
    return page.status !== "published" && (Number.isNaN(time) || time > now.getTime());
  };
  return before.every(due) ? now.toISOString() : null;
};
