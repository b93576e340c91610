/**
 * Fills a CMS with the scale benchmark's synthetic posts: a few categories, generated hero
 * images in the "Blog images" folder and the posts, through the REST API as an admin. Used by
 * the scale benchmark (its throwaway copy of the embedded CMS) and the save-to-live benchmark
 * (the production stack's CMS).
 */
import { heroJpeg } from "./hero-images.mjs";
import { extraCategories, syntheticPosts } from "./synthetic-posts.mjs";

/** @typedef {import("../../../cms/server/rest-client.mjs").RestCall} AdminApi */

/** @param {number} value */
const seconds = (value) => `${value.toFixed(1)} s`;

/**
 * Categories of the CMS, with a few added when it has fewer than six.
 * @param {AdminApi} api
 * @returns {Promise<number[]>}
 */
const categoryIds = async (api) => {
  /** @type {{ id: number, slug: string }[]} */
  const existing = await api("GET", "/items/categories?fields=id,slug&limit=-1");
  if (existing.length >= 6) return existing.map((category) => category.id);
  const slugs = new Set(existing.map((category) => category.slug));
  /** @type {{ id: number }[]} */
  const added = await api(
    "POST",
    "/items/categories?fields=id",
    extraCategories.filter((category) => !slugs.has(category.slug)),
  );
  console.log(`scale: added ${added.length} categories to the CMS (it had ${existing.length})`);
  return [...existing, ...added].map((category) => category.id);
};

/**
 * Uploads `total` generated images into the folder the build token may read; returns their ids.
 * @param {AdminApi} api
 * @param {number} total
 * @returns {Promise<string[]>}
 */
const uploadImages = async (api, total) => {
  if (total === 0) return [];
  /** @type {[{ id: string } | undefined]} */
  const [folder] = await api("GET", `/folders?fields=id&filter[name][_eq]=${encodeURIComponent("Blog images")}&limit=1`);
  if (!folder) throw new Error('the CMS has no "Blog images" folder (its samples and provisioning make it)');
  /** @type {string[]} */
  const ids = new Array(total);
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const form = new FormData();
      form.append("folder", folder.id);
      form.append("title", `Scale test image ${index + 1}`);
      // sharp's buffers sit on plain ArrayBuffers (Blob refuses only shared memory).
      const jpeg = /** @type {Uint8Array<ArrayBuffer>} */ (await heroJpeg(index));
      form.append("file", new Blob([jpeg], { type: "image/jpeg" }), `scale-${index + 1}.jpg`);
      ids[index] = (await api("POST", "/files?fields=id", form)).id;
      done += 1;
      if (done % 50 === 0 || done === total)
        console.log(`scale: images ${done}/${total} (${seconds((performance.now() - started) / 1000)})`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(3, total) }, worker));
  return ids;
};

/**
 * Inserts the posts in batches (create stamps date_created, so a batch update sets it after).
 * @param {AdminApi} api
 * @param {import("./synthetic-posts.mjs").SyntheticPost[]} posts
 * @param {number} batchSize posts a request
 */
const insertPosts = async (api, posts, batchSize) => {
  const started = performance.now();
  for (let start = 0; start < posts.length; start += batchSize) {
    const batch = posts.slice(start, start + batchSize);
    /** @type {{ id: number }[]} */
    const created = await api(
      "POST",
      "/items/posts?fields=id",
      // (undefined is left out of the JSON body)
      batch.map((post) => ({ ...post, date_created: undefined })),
    );
    await api(
      "PATCH",
      "/items/posts?fields=id",
      created.map((item, index) => ({ id: item.id, date_created: batch[index]?.date_created })),
    );
    console.log(`scale: posts ${start + batch.length}/${posts.length} (${seconds((performance.now() - started) / 1000)})`);
  }
};

/**
 * Adds `posts` synthetic published posts (seeded by `seed`) using `images` new hero images.
 * `postsPerRequest` fits the CMS's request size limit: 250 posts are about 1 MB, Directus's
 * default MAX_PAYLOAD_SIZE, which the scale benchmark's throwaway CMS raises and a production
 * stack's CMS keeps.
 * @param {AdminApi} api an admin's REST client
 * @param {{ posts: number, images: number, seed: number, postsPerRequest?: number }} options
 */
export const addSyntheticPosts = async (api, { posts, images, seed, postsPerRequest = 250 }) => {
  const categories = await categoryIds(api);
  const heroImageIds = await uploadImages(api, images);
  await insertPosts(api, syntheticPosts({ count: posts, seed, categoryIds: categories, heroImageIds }), postsPerRequest);
};
