/**
 * The site's addresses as the CMS knows them, for the redirects hook (index.mjs): which
 * collections have a public address built from one of their fields, and the addresses the
 * site builds from its own code. Data only, read by lib.mjs.
 *
 * To give another collection's items an address, add an entry to addressedCollections: its slug
 * changes then leave redirects from the old addresses, and a redirect from one of its published
 * items' addresses is refused.
 */

// A slug in an address: one rule for categories and landing pages.
import { slugPattern } from "../landing-pages/slugs.mjs";

/**
 * A collection whose items each have an address on the site.
 * @typedef {object} AddressedCollection
 * @property {string} collection
 * @property {string} field the field the address is made of (`slug`, or `id` for posts)
 * @property {string} pattern the address with `<field>` where the value goes: `/blog/category/<slug>/`
 * @property {string} valuePattern what a value of the field looks like (a regular expression's
 *   source): an address whose part does not match it cannot be an item's
 * @property {{ field: string, value: string } | null} published when an item's address is live:
 *   the field and value that say it is published, or null when every item's address is
 * @property {boolean} lightTwin whether each address also has a twin under /light/
 * @property {string} noun what an item is called in messages ("category")
 * @property {string} titleField the field that names an item in messages
 */

/** @type {readonly AddressedCollection[]} */
export const addressedCollections = [
  {
    collection: "posts",
    field: "id",
    pattern: "/blog/<id>/",
    valuePattern: "^[0-9]+$",
    published: { field: "status", value: "published" },
    lightTwin: true,
    noun: "post",
    titleField: "title",
  },
  {
    // A category's page exists once one of its posts is published; its address counts as taken
    // from the start, so a redirect cannot hide it when its first post is published.
    collection: "categories",
    field: "slug",
    pattern: "/blog/category/<slug>/",
    valuePattern: slugPattern.source,
    published: null,
    lightTwin: true,
    noun: "category",
    titleField: "name",
  },
  {
    // Landing pages (cms/extensions/landing-pages): the slug rules there keep `/<slug>/` clear of
    // every fixed address above, so only a page's own address matches here.
    collection: "pages",
    field: "slug",
    pattern: "/<slug>/",
    valuePattern: slugPattern.source,
    published: { field: "status", value: "published" },
    lightTwin: true,
    noun: "page",
    titleField: "title",
  },
];

/**
 * Every address the site builds from its own code (src/pages, src/content, the blog's fixed
 * pages) and the addresses its code already redirects, light twins included. Kept equal to what
 * the site makes by src/gatsby/node/__tests__/fixed-addresses.test.ts.
 */
export const fixedAddresses = [
  "/",
  "/404/",
  "/404.html",
  "/about/",
  "/blog/",
  "/blog-list/",
  "/blog/archive/",
  "/blog/blog-details/",
  "/contact/",
  "/login/",
  "/portfolio/",
  "/portfolio/portfolio-details/",
  "/portfolio-details/",
  "/register/",
  "/requirements/submission/",
  "/service/",
  "/service/web-dev/",
  "/service/software-dev/",
  "/service/mobile-app/",
  "/service/ui-design/",
  "/service/systems-integration/",
  "/service/service-details/",
  "/service-details/",
  "/team/",
  "/team/avery-collins/",
  "/team/jordan-rivera/",
  "/team/team-details/",
  "/team-details/",
  "/light/about/",
  "/light/blog/",
  "/light/blog-list/",
  "/light/blog/archive/",
  "/light/blog/blog-details/",
  "/light/contact/",
  "/light/service/",
  "/light/service/web-dev/",
  "/light/service/software-dev/",
  "/light/service/mobile-app/",
  "/light/service/ui-design/",
  "/light/service/systems-integration/",
  "/light/service/service-details/",
  "/light/team/",
  "/light/team/avery-collins/",
  "/light/team/jordan-rivera/",
  "/light/team/team-details/",
  "/light/tech-startup/",
];

/**
 * Address spaces that belong to the site's machinery (Functions, Gatsby's data and files, the
 * blog's list chunks, the search index, more archive pages): no redirect may start there.
 */
export const reservedPrefixes = [
  "/api/",
  "/page-data/",
  "/static/",
  "/_gatsby/",
  "/blog-data/",
  "/pagefind/",
  "/share-images/",
  "/icons/",
  "/blog/archive/",
  "/blog/tag/",
  "/light/blog/archive/",
  "/light/blog/tag/",
];
