/**
 * The logic of the redirects hook (index.mjs), free of Directus so that it can be unit-tested
 * (cms/test/__tests__/redirects-hook.test.ts):
 *
 * - the addresses of addressed collections' items (addresses.mjs), and which item or fixed page
 *   an address may belong to (addressClaims);
 * - what is wrong with a redirect about to be saved (saveProblem): its addresses, and a loop it
 *   would close with the others (rules.mjs);
 * - what a slug change, or an item becoming published, does to the redirects (addressChangePlan).
 */
import { fixedAddresses, reservedPrefixes } from "./addresses.mjs";
import { addressProblem, describeLoop, loopFrom, normaliseRedirect, normaliseSitePath, targetPath } from "./rules.mjs";

/**
 * @typedef {import("./addresses.mjs").AddressedCollection} AddressedCollection
 * @typedef {import("./rules.mjs").RedirectPair} RedirectPair
 * @typedef {{ id: string | number, from: string, to: string }} RedirectRow
 */

const lightPrefix = "/light";

/**
 * An item's address: the collection's pattern with the value in its place.
 * @param {AddressedCollection} entry
 * @param {string | number} value
 */
export const addressOf = (entry, value) => entry.pattern.replace(`<${entry.field}>`, encodeURIComponent(String(value)));

/**
 * The value of `entry`'s field that `path` is the address of (or the /light/ twin of, where the
 * collection's pages have twins), or null.
 * @param {AddressedCollection} entry
 * @param {string} path a normalised path
 * @returns {string | null}
 */
export const valueOfAddress = (entry, path) => {
  const [before, after] = entry.pattern.split(`<${entry.field}>`);
  if (before === undefined || after === undefined) return null;
  const candidates = [path, ...(entry.lightTwin && path.startsWith(`${lightPrefix}/`) ? [path.slice(lightPrefix.length)] : [])];
  for (const candidate of candidates) {
    if (!candidate.startsWith(before) || !candidate.endsWith(after) || candidate.length <= before.length + after.length) continue;
    let value;
    try {
      value = decodeURIComponent(candidate.slice(before.length, candidate.length - after.length));
    } catch {
      continue;
    }
    if (new RegExp(entry.valuePattern).test(value)) return value;
  }
  return null;
};

/**
 * What may already own `path`: a page the site builds from its code (a message, final), or
 * items of addressed collections to look up (the hook asks the database whether they exist and
 * are published).
 * @param {string} path a normalised path
 * @param {readonly AddressedCollection[]} collections
 * @returns {{ fixed: string | null, items: { entry: AddressedCollection, value: string }[] }}
 */
export const addressClaims = (path, collections) => {
  if (fixedAddresses.includes(path)) {
    return { fixed: `${path} is a page of the site (or one of the site's own redirects)`, items: [] };
  }
  const reserved = reservedPrefixes.find((prefix) => path.startsWith(prefix));
  if (reserved) return { fixed: `addresses under ${reserved} belong to the site itself`, items: [] };
  return {
    fixed: null,
    items: collections.flatMap((entry) => {
      const value = valueOfAddress(entry, path);
      return value === null ? [] : [{ entry, value }];
    }),
  };
};

/**
 * Why a redirect may not be saved as it is (its addresses, or a loop it closes with `others`,
 * the other redirects as they are stored), or null. Both are read as normalised.
 * @param {RedirectPair} redirect
 * @param {readonly RedirectPair[]} others
 * @returns {string | null}
 */
export const saveProblem = (redirect, others) => {
  const problem = addressProblem(redirect);
  if (problem) return problem;
  const candidate = normaliseRedirect(redirect);
  const loop = loopFrom(
    [candidate, ...others.filter((other) => normaliseSitePath(other.from) !== candidate.from)],
    candidate.from,
  );
  return loop ? `This redirect would make a loop, where visitors never arrive: ${describeLoop(loop)}.` : null;
};

/**
 * The message for a redirect from a live page's address.
 * @param {string} from
 * @param {string} owner what the address is (from addressClaims, or "the published item ...")
 */
export const livePageMessage = (from, owner) =>
  `A redirect from ${from} would hide a live page: ${owner}. Choose another old address, or move that page first.`;

/**
 * An item's state around a save, for addressChangePlan: the value of its address field, and
 * whether its address is live (published).
 * @typedef {{ value: string | number | null, published: boolean }} AddressState
 */

/**
 * What to do with the redirects when an item's address changes or goes live:
 *
 * - its new address is live again: redirects from it are removed (the page takes it back);
 * - a published item whose address changed: redirects to the old address now lead to the new one
 *   (no chain of two), and one redirect goes from the old address to the new one (an existing
 *   redirect from the old address is changed into it).
 *
 * @param {{ entry: AddressedCollection, before: AddressState | null, after: AddressState, redirects: readonly RedirectRow[], label: string }} change
 *   `before` null for a new item; `label` names the item for the note ("category “Design”")
 * @returns {{ remove: (string | number)[], retarget: { id: string | number, to: string }[], upsert: { id: string | number | null, from: string, to: string, permanent: true, note: string } | null }}
 */
export const addressChangePlan = ({ entry, before, after, redirects, label }) => {
  /** @type {ReturnType<typeof addressChangePlan>} */
  const plan = { remove: [], retarget: [], upsert: null };
  if (!after.published || after.value === null || after.value === "") return plan;
  const newAddress = addressOf(entry, after.value);
  const moved =
    before !== null && before.published && before.value !== null && before.value !== "" && before.value !== after.value;
  const oldAddress = moved ? addressOf(entry, /** @type {string | number} */ (before.value)) : null;

  for (const redirect of redirects) {
    const from = normaliseSitePath(redirect.from);
    if (from === newAddress) plan.remove.push(redirect.id);
    else if (oldAddress !== null && from !== oldAddress && targetPath(redirect.to) === oldAddress) {
      plan.retarget.push({ id: redirect.id, to: newAddress });
    }
  }
  if (oldAddress !== null) {
    const existing = redirects.find((redirect) => normaliseSitePath(redirect.from) === oldAddress);
    plan.upsert = {
      id: existing?.id ?? null,
      from: oldAddress,
      to: newAddress,
      permanent: true,
      note: `Added by the CMS when the ${label} moved from ${oldAddress} to ${newAddress}.`,
    };
  }
  return plan;
};
