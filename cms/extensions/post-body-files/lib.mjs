/**
 * The logic of the post-body-files hook (index.mjs), kept free of Directus so that it can be
 * unit-tested (cms/test/__tests__/post-body-files.test.ts): which CMS files a post's body
 * shows, and which rows of `post_body_files` to add and remove so that they say exactly that.
 */
import sanitizeHtml from "sanitize-html";

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * An image of this CMS: a path ending in `/assets/<uuid>`, optionally `/<filename>`, with any
 * host, path prefix or query. That is wider than the source plugin's rule (its DIRECTUS_URL's
 * host only, plugins/gatsby-source-directus/src/asset-url.ts), never narrower, whatever address
 * the build reads the CMS at: every file a published body shows is readable by the build.
 */
const assetPath = new RegExp(`/assets/(${uuid})(?:/[^/]+)?$`, "i");

/** Any relative `src` is resolved against this, only to read its path. */
const base = "http://relative.invalid";

/**
 * Every `<img src>` of an HTML fragment, entities decoded, in document order (the same parser
 * and the same pass as the source plugin's imageSources).
 * @param {string} html
 * @returns {string[]}
 */
const imageSources = (html) => {
  /** @type {string[]} */
  const sources = [];
  if (!html.includes("<")) return sources;
  sanitizeHtml(html, {
    // Nothing is kept or dropped here: the pass only reads the images.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) sources.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return sources;
};

/**
 * Ids (lower case) of the CMS files a post body shows as images, once each, in order.
 * @param {string | null | undefined} html
 * @returns {string[]}
 */
export const bodyFileIds = (html) => {
  const ids = new Set();
  for (const src of imageSources(html ?? "")) {
    let pathname;
    try {
      pathname = new URL(src.trim(), base).pathname;
    } catch {
      continue;
    }
    const id = assetPath.exec(pathname)?.[1];
    if (id) ids.add(id.toLowerCase());
  }
  return /** @type {string[]} */ ([...ids]);
};

/**
 * A row's id: one row per post and file, so that two instances syncing one post at once cannot
 * add it twice.
 * @param {string | number} post
 * @param {string} file
 */
export const rowId = (post, file) => `${post}:${file}`;

/**
 * @typedef {{ id: string, post: string | number, file: string }} BodyFileRow
 */

/**
 * What to change so that a post's rows name exactly `files`: rows to add, ids of rows to remove.
 * @param {string | number} post
 * @param {readonly { id: string }[]} existing the post's rows now
 * @param {readonly string[]} files the files its body shows (that exist)
 * @returns {{ add: BodyFileRow[], remove: string[] }}
 */
export const planRows = (post, existing, files) => {
  const wanted = new Map(files.map((file) => [rowId(post, file), file]));
  const have = new Set(existing.map((row) => row.id));
  return {
    add: [...wanted].filter(([id]) => !have.has(id)).map(([id, file]) => ({ id, post, file })),
    remove: existing.filter((row) => !wanted.has(row.id)).map((row) => row.id),
  };
};
