#!/usr/bin/env node
/**
 * How long an editor's save of a published post takes to show on `npm start`'s development
 * server. Each run PATCHes the post's title through the CMS's REST API, as the app does when
 * an editor saves, then polls the post's page data on the dev server every 100 ms until it
 * carries the new title; then it puts the title back and waits for that too. Prints each
 * run and the median.
 *
 *   npm start                                   # in another terminal; wait until it is ready
 *   node platform/bench/save-to-visible.mjs [--post ID] [--runs N]
 *
 * DIRECTUS_URL (default the embedded CMS) and SITE_DEV_URL (default http://127.0.0.1:8000)
 * say where they run; it signs in with the embedded CMS's admin token (DIRECTUS_ADMIN_TOKEN).
 */
import { adminClient } from "../../cms/server/index.mjs";
import { embeddedCmsUrl } from "../../scripts/lib/embedded-cms.mjs";

const cmsUrl = (process.env.DIRECTUS_URL ?? embeddedCmsUrl).replace(/\/+$/, "");
const siteUrl = (process.env.SITE_DEV_URL ?? "http://127.0.0.1:8000").replace(/\/+$/, "");
/** @param {string} name */
const arg = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const runs = Number(arg("--runs") ?? 3);

/** The CMS as its administrator. */
const cms = adminClient(cmsUrl).api;

/**
 * Waits until the post's page data on the dev server contains `text`; resolves with the seconds.
 * @param {number} id
 * @param {string} text
 */
const secondsUntilShown = async (id, text, timeoutMs = 180_000) => {
  const begun = performance.now();
  while (performance.now() - begun < timeoutMs) {
    try {
      const response = await fetch(`${siteUrl}/page-data/blog/${id}/page-data.json`, { cache: "no-store" });
      if (response.ok && (await response.text()).includes(text)) return (performance.now() - begun) / 1000;
    } catch {
      // the dev server restarts its data layer: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the dev server did not show "${text}" within ${timeoutMs / 1000} s`);
};

const postArg = arg("--post");
/** @type {{ id: number, title: string }} */
const post = postArg
  ? await cms("GET", `/items/posts/${postArg}?fields=id,title,status`)
  : (await cms("GET", "/items/posts?filter[status][_eq]=published&fields=id,title&sort=-date_created&limit=1"))[0];
console.log(`measure: post ${post.id} "${post.title}" on ${siteUrl}, CMS ${cmsUrl}`);
await secondsUntilShown(post.id, post.title, 30_000);

/** @type {number[]} */
const times = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const marker = `${post.title} [edit ${Date.now().toString(36)}]`;
    const saved = performance.now();
    await cms("PATCH", `/items/posts/${post.id}`, { title: marker });
    await secondsUntilShown(post.id, marker);
    const total = (performance.now() - saved) / 1000;
    times.push(total);
    console.log(`measure: run ${run}: the new title showed ${total.toFixed(1)} s after the save`);
    await cms("PATCH", `/items/posts/${post.id}`, { title: post.title });
    await secondsUntilShown(post.id, `"${post.title}"`);
  }
} finally {
  await cms("PATCH", `/items/posts/${post.id}`, { title: post.title });
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `measure: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} s over ${times.length} runs (${times.map((time) => time.toFixed(1)).join(", ")})`,
);
