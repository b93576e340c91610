/**
 * `npm --prefix cms run samples`: the sample blog (categories, posts, their generated images)
 * for a CMS on this machine: the embedded one (`npm run cms` adds them on every start) and the
 * local production stack. Never for a real production CMS: its operator runs the provisioning
 * only. Idempotent: a category is matched by its slug, an image by its file name, a post by its
 * title, and what is there is left as it is (editors' changes stay).
 *
 * Added before the provisioning makes the flows (cms/server/serve.mjs), so that adding the
 * posts of a fresh database calls no flow (the preview's refresh would be called once per post).
 */
import { pathToFileURL } from "node:url";
import { publicUrl } from "../server/config.mjs";
import { adminClient } from "../server/admin-client.mjs";
import { blogImagesFolder } from "../provisioning/files.mjs";
import { categories, inlineImages, posts } from "./content.mjs";

/**
 * Adds what is missing of the samples; resolves with the number of posts added.
 * @param {import("../server/rest-client.mjs").DirectusClient} [client] an admin's (default: this machine's CMS)
 */
export const addSamples = async (client = adminClient()) => {
  const { api, findOne } = client;
  // sharp only when adding: importing this module costs nothing.
  const { heroImage, inlineImage } = await import("./images.mjs");

  /**
   * The first item of `path` matching `filter`, or the item made from `create`.
   * @param {string} path
   * @param {object} filter
   * @param {object} create
   */
  const ensure = async (path, filter, create) => (await findOne(path, filter, "id")) ?? api("POST", path, create);

  /**
   * Uploads an image into `folder` unless a file of that name is there; resolves with its id.
   * @param {string} folder
   * @param {string} filename
   * @param {string} title
   * @param {Buffer} data
   * @param {string} type MIME type
   * @returns {Promise<string>}
   */
  const uploadImage = async (folder, filename, title, data, type) => {
    const existing = await findOne("/files", { filename_download: { _eq: filename }, folder: { _eq: folder } });
    if (existing) return existing.id;
    const form = new FormData();
    form.append("folder", folder);
    form.append("title", title);
    // sharp's buffers sit on plain ArrayBuffers (Blob refuses only shared memory).
    form.append("file", new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (data)], { type }), filename);
    return (await api("POST", "/files", form)).id;
  };

  // The provisioning describes the folder too (the preview token reads it); whichever runs first makes it.
  const folder = await ensure("/folders", { name: { _eq: blogImagesFolder } }, { name: blogImagesFolder });

  /** @type {Record<string, number>} */
  const categoryIds = {};
  for (const category of categories) {
    const item = await ensure("/items/categories", { slug: { _eq: category.slug } }, category);
    categoryIds[category.slug] = item.id;
  }

  /** @type {Record<string, string>} */
  const inlineUrls = {};
  for (const [index, image] of inlineImages.entries()) {
    const id = await uploadImage(folder.id, `${image.key}.png`, image.title, await inlineImage(index + 1), "image/png");
    inlineUrls[image.key] = `${publicUrl}/assets/${id}`;
  }

  let created = 0;
  for (const [index, post] of posts.entries()) {
    if (await findOne("/items/posts", { title: { _eq: post.title } })) continue;
    const heroId = await uploadImage(
      folder.id,
      `${post.key}.jpg`,
      post.title,
      await heroImage({ ...post.hero, seed: index + 1 }),
      "image/jpeg",
    );
    const body = post.body.replace(/\{\{inline:([a-z0-9-]+)\}\}/g, (_, /** @type {string} */ key) => {
      if (!inlineUrls[key]) throw new Error(`Post "${post.key}" uses unknown inline image "${key}"`);
      return inlineUrls[key];
    });
    const item = await api("POST", "/items/posts", {
      status: post.status,
      title: post.title,
      sub_title: post.sub_title,
      category: post.category ? categoryIds[post.category] : null,
      tags: post.tags,
      hero_image: heroId,
      body,
    });
    // date_created is stamped on create; the sample posts carry their own publication dates.
    await api("PATCH", `/items/posts/${item.id}`, { date_created: post.date_created });
    created += 1;
  }
  return created;
};

/** The command (`npm --prefix cms run samples`); not top-level await, like provision.mjs's. */
const runCommand = async () => {
  try {
    const created = await addSamples();
    console.log(`cms: samples: ${created} sample post${created === 1 ? "" : "s"} added`);
  } catch (error) {
    console.error(`cms: adding the samples failed: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runCommand();
