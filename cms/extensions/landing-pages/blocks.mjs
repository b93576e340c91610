/**
 * The landing pages' data model as the CMS's code needs it (cms/schema/snapshot.yaml holds the
 * model itself): the `pages` collection, its many-to-any builder `blocks` through the junction
 * `pages_blocks`, and one collection per block type, `block_<kind>`, each one of the site's
 * sections. Each block collection names the fields that hold a CMS file (an image the page
 * shows) and the fields of rich text, whose `<img>`s may show CMS files too.
 *
 * The hooks (this extension, site-rebuild) and the provisioning (cms/provisioning/pages.mjs) read
 * this list; the source plugin has its own, with every field
 * (plugins/gatsby-source-directus/src/landing-pages/block-kinds.ts), and a unit test checks that
 * the two and the snapshot agree.
 */

export const pagesCollection = "pages";

/** The m2a junction: one row per block of a page (`pages_id`, `collection`, `item`, `sort`). */
export const pageBlocksCollection = "pages_blocks";

/** One row per page and CMS file it shows (kept by this extension's page-files part). */
export const pageFilesCollection = "page_files";

/** Fields of `pages` itself that hold a CMS file. */
export const pageFileFields = /** @type {const} */ (["share_image"]);

/**
 * @typedef {object} BlockCollection
 * @property {string} collection
 * @property {readonly string[]} files fields holding a CMS file's id
 * @property {readonly string[]} richText fields of HTML whose images may be CMS files
 */

/** @type {readonly BlockCollection[]} */
export const blockCollections = [
  { collection: "block_hero", files: ["image"], richText: [] },
  { collection: "block_rich_text", files: [], richText: ["body"] },
  { collection: "block_call_to_action", files: ["background_image"], richText: [] },
  { collection: "block_services", files: [], richText: [] },
  { collection: "block_features", files: [], richText: [] },
  { collection: "block_counters", files: [], richText: [] },
  { collection: "block_faq", files: [], richText: [] },
  { collection: "block_icon_cards", files: [], richText: [] },
  { collection: "block_testimonials", files: [], richText: [] },
  { collection: "block_pricing", files: [], richText: [] },
  { collection: "block_portfolio", files: [], richText: [] },
  { collection: "block_team", files: [], richText: [] },
  { collection: "block_contact_form", files: [], richText: [] },
  { collection: "block_newsletter", files: [], richText: [] },
];

/** The block collections' names. */
export const blockCollectionNames = blockCollections.map((block) => block.collection);

/**
 * The block collection `name` describes, or undefined when it is none.
 * @param {string} name
 */
export const blockCollection = (name) => blockCollections.find((block) => block.collection === name);
