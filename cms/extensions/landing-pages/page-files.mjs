/**
 * Which CMS files a landing page shows, free of Directus so that it can be unit-tested
 * (cms/test/__tests__/landing-pages.test.ts): its share image, its blocks' images (blocks.mjs
 * names the file fields) and the images of its blocks' rich text (the post bodies' rule,
 * post-body-files/lib.mjs). register-page-files.mjs keeps `page_files` saying so, and the
 * "Site build" policy reads a file when a published page shows it.
 */
import { bodyFileIds, planRows } from "../post-body-files/lib.mjs";
import { blockCollection, pageFileFields } from "./blocks.mjs";

/**
 * A block of a page as the hook reads it: its collection and its item's fields (null when the
 * item is gone).
 * @typedef {{ collection: string, item: Record<string, unknown> | null }} PageBlock
 */

/** @param {unknown} value */
const fileId = (value) => (typeof value === "string" && value !== "" ? value.toLowerCase() : null);

/**
 * Ids (lower case) of the files a page shows, once each, in the order of the page's fields,
 * then its blocks'.
 * @param {Record<string, unknown>} page
 * @param {readonly PageBlock[]} blocks
 * @returns {string[]}
 */
export const pageFileIds = (page, blocks) => {
  /** @type {Set<string>} */
  const ids = new Set();
  const add = (/** @type {string | null} */ id) => {
    if (id) ids.add(id);
  };
  for (const field of pageFileFields) add(fileId(page[field]));
  for (const { collection, item } of blocks) {
    const kind = blockCollection(collection);
    if (!kind || !item) continue;
    for (const field of kind.files) add(fileId(item[field]));
    for (const field of kind.richText) bodyFileIds(/** @type {string | null} */ (item[field] ?? null)).forEach(add);
  }
  return [...ids];
};

/**
 * @typedef {{ id: string, page: string | number, file: string }} PageFileRow
 */

/**
 * What to change so that a page's rows name exactly `files`: rows to add, ids of rows to remove
 * (the post bodies' plan, with the page as the owner).
 * @param {string | number} page
 * @param {readonly { id: string }[]} existing the page's rows now
 * @param {readonly string[]} files the files it shows (that exist)
 * @returns {{ add: PageFileRow[], remove: string[] }}
 */
export const planPageRows = (page, existing, files) => {
  const plan = planRows(page, existing, files);
  return { add: plan.add.map(({ id, file }) => ({ id, page, file })), remove: plan.remove };
};
