/**
 * Which slugs a landing page may have. A published page is built at `/<slug>/` (and its light
 * twin at `/light/<slug>/`), so its slug is one path segment, and never the first segment of an
 * address the site already has: a spec route (about, service, blog, ...), the light layout, the
 * earlier site's second addresses, the Functions under /api/, and the folders the build writes.
 * Posts live under /blog/ (`/blog/<id>/`, their categories and tags too), so reserving `blog`
 * keeps every page off every post's address. The site's own check
 * (src/gatsby/node/__tests__/landing-page-slugs.test.ts) fails when a page or folder the build
 * makes is missing here.
 *
 * Pure and free of Directus: the hook (register-page-rules.mjs) refuses a save with
 * `slugProblem`'s message, and the site's build skips a page it would refuse
 * (src/gatsby/node/landing-pages.ts).
 */

/**
 * Lower-case letters and digits in words joined by single hyphens: `spring-offer-2025`. Also the
 * redirects hook's rule for a slug in an address (cms/extensions/redirects/addresses.mjs).
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug (the field holds 100 characters). */
export const maxSlugLength = 100;

/**
 * First path segments the site already uses, each with what uses it (the refusal names it).
 * @type {Readonly<Record<string, string>>}
 */
export const reservedSegments = {
  about: "the About page",
  service: "the Services pages",
  "service-details": "the earlier site's service details address",
  requirements: "the requirements questionnaire",
  login: "the login page",
  register: "the registration page",
  blog: "the blog (its posts, categories and tags live under /blog/)",
  "blog-list": "the blog's list layout",
  "blog-data": "the blog's 'Load More' data",
  portfolio: "the Portfolio pages",
  "portfolio-details": "the earlier site's case study address",
  team: "the Team pages",
  "team-details": "the earlier site's team details address",
  contact: "the Contact page",
  light: "the light layout (every page's /light/ twin)",
  api: "the site's forms (Functions under /api/)",
  404: "the not-found page",
  "dev-404-page": "the development server's not-found page",
  "page-data": "the pages' data files",
  static: "the build's static files",
  pagefind: "the search index",
  icons: "the site's icons",
  videos: "the site's videos",
};

/**
 * Why `slug` cannot be a page's slug, in an editor's words, or null when it can.
 * @param {unknown} slug
 * @returns {string | null}
 */
export const slugProblem = (slug) => {
  if (typeof slug !== "string" || slug === "") return "A page needs a slug: the address it is built at, /<slug>/";
  if (slug.length > maxSlugLength) return `The slug "${slug.slice(0, 40)}…" is longer than ${maxSlugLength} characters`;
  if (!slugPattern.test(slug)) {
    return `The slug "${slug}" is not a valid address: use lower-case letters, digits and single hyphens between words (e.g. spring-offer), without slashes or spaces`;
  }
  const taken = reservedSegments[slug];
  if (taken) return `The slug "${slug}" is taken: /${slug}/ is ${taken}. Choose another slug`;
  return null;
};

/**
 * Whether a built path is a landing page's (`/<slug>/` with a slug no route uses), not another
 * page of the site. The every-page sweep uses it to add the pages' light twins.
 * @param {string} path
 */
export const isLandingPagePath = (path) => {
  const match = /^\/([^/]+)\/$/.exec(path);
  return match !== null && slugProblem(match[1]) === null;
};
