/**
 * A landing page the tests make through the REST API, as an editor would in the app (a page and
 * its blocks in one save): a hero, key figures and an FAQ, published at `/<slug>/`. Used by the
 * end-to-end spec (e2e/landing-pages.spec.ts) and the scale test (platform/bench/scale-bench.mjs).
 * The seeded CMS has no landing page: each test makes its own and deletes it.
 */

/** What the sample page shows, for the tests to look for. */
export const sampleLandingPage = {
  title: "Spring launch",
  hero: {
    mini_title: "Spring 2026",
    title: "Launch your product this spring",
    sub_title: "A fixed-price discovery sprint and a working prototype in six weeks.",
    anchor_label: "See what is included",
  },
  /** The hero image's description, when the test gives it an image. */
  heroImageAlt: "Spring colours in soft waves",
  counters: {
    label: "Spring launch in numbers",
    items: [
      { number: "6", title: "Weeks to a prototype" },
      { number: "12", title: "Launches last spring" },
      { number: "98%", title: "On time" },
    ],
  },
  faq: {
    title: "Questions about the spring launch",
    sub_title: "What clients ask before they book.",
    items: [
      { title: "What does the sprint cost?", content: "One fixed price, agreed before we start." },
      { title: "Who owns the prototype?", content: "You do, with its code and designs." },
    ],
  },
};

/**
 * @typedef {{ id: number, slug: string, blocks: { collection: string, item: string }[] }} MadePage
 */

/**
 * Makes the sample page, published (or with `status`), at `/<slug>/`, its hero showing the CMS
 * file `heroImage` if one is given; resolves with its id and its blocks' collections and item ids,
 * in order.
 * @param {import("../server/rest-client.mjs").RestCall} api an admin's REST calls
 * @param {{ slug: string, status?: string, heroImage?: string, datePublished?: string }} options
 *   `datePublished`: a scheduled page's publish time
 * @returns {Promise<MadePage>}
 */
export const createSampleLandingPage = async (api, { slug, status = "published", heroImage, datePublished }) => {
  const { counters, faq, title, heroImageAlt } = sampleLandingPage;
  const hero = heroImage ? { ...sampleLandingPage.hero, image: heroImage, image_alt: heroImageAlt } : sampleLandingPage.hero;
  /** @type {{ id: number }} */
  const page = await api("POST", "/items/pages?fields=id", {
    status,
    title,
    slug,
    ...(datePublished ? { date_published: datePublished } : {}),
    blocks: [
      { collection: "block_hero", sort: 1, item: hero },
      { collection: "block_counters", sort: 2, item: counters },
      { collection: "block_faq", sort: 3, item: faq },
    ],
  });
  /** @type {{ blocks: { collection: string, item: string }[] }} */
  const made = await api("GET", `/items/pages/${page.id}?fields=blocks.collection,blocks.item`);
  return { id: page.id, slug, blocks: made.blocks.map(({ collection, item }) => ({ collection, item: String(item) })) };
};

/**
 * Deletes a page and its blocks' items (deleting a page deletes its junction rows, not the items).
 * @param {import("../server/rest-client.mjs").RestCall} api
 * @param {MadePage} page
 */
export const deleteSampleLandingPage = async (api, page) => {
  await api("DELETE", `/items/pages/${page.id}`);
  for (const block of page.blocks) await api("DELETE", `/items/${block.collection}/${block.item}`);
};
