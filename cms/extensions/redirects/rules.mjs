/**
 * What makes a redirect of the site valid, in one place for both sides that check it: the CMS's
 * redirects hook (index.mjs, on save) and the site's build (src/gatsby/node/cms-redirects.ts,
 * which imports this file). Pure and free of Directus. Tests: cms/test/__tests__/redirect-rules.test.ts.
 *
 * - Addresses are normalised the way the site spells its pages (trailingSlash "always"): a path
 *   gets a slash at its end unless its last part names a file (`/feed.xml`).
 * - A redirect's target is a path on this site or a full http(s) address of another one.
 * - A set of redirects must have no loop: following them from any address must end somewhere,
 *   not come back (A -> B -> A, or longer chains).
 */

/**
 * A redirect as the rules see it: `from` a path, `to` a path (maybe with a query or a fragment)
 * or a full address.
 * @typedef {{ from: string, to: string }} RedirectPair
 */

/**
 * Whether `address` is a full address of a site (http or https), not a path of this one.
 * @param {string} address
 */
export const isExternalAddress = (address) => /^https?:\/\//i.test(address.trim());

/**
 * A path with a slash at its end, unless it is `/` or its last part names a file (has a dot).
 * @param {string} path
 */
const withTrailingSlash = (path) => {
  if (path.endsWith("/")) return path;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".") ? path : `${path}/`;
};

/**
 * A path as the site spells it: trimmed, one leading slash, no repeated slashes, and a slash at
 * its end (see withTrailingSlash). A query or fragment is kept after the path.
 * @param {string} address
 */
export const normaliseSitePath = (address) => {
  const trimmed = address.trim();
  const cut = trimmed.search(/[?#]/);
  const path = cut === -1 ? trimmed : trimmed.slice(0, cut);
  const rest = cut === -1 ? "" : trimmed.slice(cut);
  const single = `/${path}`.replace(/\/{2,}/g, "/");
  return `${withTrailingSlash(single)}${rest}`;
};

/**
 * The path part of a target on this site (no query, no fragment), or null for a full address.
 * @param {string} to
 */
export const targetPath = (to) => (isExternalAddress(to) ? null : normaliseSitePath(to).replace(/[?#].*$/, ""));

/**
 * A redirect with both addresses normalised; a full address is only trimmed.
 * @template {RedirectPair} T
 * @param {T} redirect
 * @returns {T}
 */
export const normaliseRedirect = (redirect) => ({
  ...redirect,
  from: normaliseSitePath(redirect.from),
  to: isExternalAddress(redirect.to) ? redirect.to.trim() : normaliseSitePath(redirect.to),
});

/**
 * What is wrong with one redirect's addresses on their own, or null: `from` must be a plain path
 * of this site, `to` a path or a full http(s) address, and they must differ. Both are read as
 * normalised (normaliseRedirect).
 * @param {RedirectPair} redirect
 * @returns {string | null}
 */
export const addressProblem = ({ from, to }) => {
  if (!/^\/[^\s?#]*$/.test(from.trim())) {
    return `The old address "${from}" must be a path on this site starting with /, without spaces, ? or #.`;
  }
  if (/(^|\/)\.\.?(\/|$)/.test(from)) return `The old address "${from}" may not contain /./ or /../.`;
  if (!isExternalAddress(to) && !/^\/\S*$/.test(to.trim())) {
    return `The new address "${to}" must be a path on this site starting with / or a full address starting with https://.`;
  }
  if (targetPath(to) === normaliseSitePath(from)) return `The redirect leads from ${normaliseSitePath(from)} to itself.`;
  return null;
};

/**
 * Where each address leads, from normalised redirects (the first redirect of an address wins).
 * @param {readonly RedirectPair[]} redirects
 * @returns {Map<string, string>} path -> target path (external targets end a chain and are left out)
 */
const nextHops = (redirects) => {
  /** @type {Map<string, string>} */
  const hops = new Map();
  for (const redirect of redirects) {
    const from = normaliseSitePath(redirect.from);
    const to = targetPath(redirect.to);
    if (to !== null && !hops.has(from)) hops.set(from, to);
  }
  return hops;
};

/**
 * The loop that following the redirects from `start` runs into, as the addresses in order with
 * the first repeated at the end (`["/a/", "/b/", "/a/"]`), or null when the chain ends.
 * @param {readonly RedirectPair[]} redirects
 * @param {string} start
 * @returns {string[] | null}
 */
export const loopFrom = (redirects, start) => {
  const hops = nextHops(redirects);
  /** @type {string[]} */
  const path = [];
  const seen = new Map();
  let at = normaliseSitePath(start);
  while (at !== undefined) {
    if (seen.has(at)) return [...path.slice(seen.get(at)), at];
    seen.set(at, path.length);
    path.push(at);
    const next = hops.get(at);
    if (next === undefined) return null;
    at = next;
  }
  return null;
};

/**
 * Every loop of a set of redirects, each once (written from its smallest address), so a build
 * can name them all.
 * @param {readonly RedirectPair[]} redirects
 * @returns {string[][]}
 */
export const redirectLoops = (redirects) => {
  /** @type {Map<string, string[]>} */
  const loops = new Map();
  for (const redirect of redirects) {
    const loop = loopFrom(redirects, redirect.from);
    if (!loop) continue;
    const members = loop.slice(0, -1);
    const smallest = members.reduce((min, address) => (address < min ? address : min));
    const rotated = [...members.slice(members.indexOf(smallest)), ...members.slice(0, members.indexOf(smallest))];
    loops.set(rotated.join(" "), [...rotated, smallest]);
  }
  return [...loops.values()];
};

/**
 * A loop written for an editor: "/a/ → /b/ → /a/".
 * @param {readonly string[]} loop
 */
export const describeLoop = (loop) => loop.join(" → ");
