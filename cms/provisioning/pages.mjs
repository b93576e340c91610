/**
 * Landing pages (`pages`, its junction `pages_blocks` and the `block_<kind>` collections:
 * cms/extensions/landing-pages/blocks.mjs), provisioned the way posts are:
 *
 * - who reads them: the public and the "Site build" token read published pages only, and only
 *   the blocks of published pages (a block item does not know its page, so its permission
 *   follows the junction back: `$FOLLOW(pages_blocks, item, collection)`); the "Site preview"
 *   token reads every page and block, drafts included. The permissions are spread into those
 *   policies (public.mjs, site-build.mjs, site-preview.mjs), which keep them as written;
 * - which files: the build reads a file a published page shows (`in_pages`, the rows the
 *   landing-pages hook keeps in page_files), the preview any file a page shows;
 * - the pages' preview URL `${PREVIEW_SITE_URL}/{{slug}}/`, the flow "Refresh the preview on page
 *   changes" (the posts' preview flow, for pages and blocks), and the flow "Publish scheduled
 *   pages" (the posts' rule: scheduled-publishing.mjs).
 *
 * Editors write pages as they write posts (the app's administrators).
 */
import { blockCollectionNames, pageBlocksCollection, pagesCollection } from "../extensions/landing-pages/blocks.mjs";
import { refreshFlowOperation } from "./preview.mjs";
import { scheduledPublishingFlow } from "./scheduled-publishing.mjs";

export const publishPagesFlowName = "Publish scheduled pages";
export const pagePreviewFlowName = "Refresh the preview on page changes";

const published = { status: { _eq: "published" } };

/**
 * A block item's rule: a junction row of a published page shows it. Directus 11's `$FOLLOW`
 * follows the many-to-any relation back from the item (`pages_blocks.item` holds its id) without
 * comparing the row's `collection`, and a second condition inside its `_some` is not applied
 * (Directus 11.17.4, tried: every item then passed). Block items have uuids, unique across every
 * block collection, so the item's id alone names its rows.
 */
const shownByPublishedPage = { [`$FOLLOW(${pageBlocksCollection}, item, collection)`]: { _some: { pages_id: published } } };

/**
 * Reads of published pages and their blocks only: the public policy's and the "Site build"
 * policy's.
 * @type {import("./engine/spec.mjs").PermissionSpec[]}
 */
export const publishedPagesPermissions = [
  { collection: pagesCollection, action: "read", permissions: published },
  { collection: pageBlocksCollection, action: "read", permissions: { pages_id: published } },
  ...blockCollectionNames.map((collection) => ({
    collection,
    action: /** @type {const} */ ("read"),
    permissions: shownByPublishedPage,
  })),
];

/**
 * Reads of every page and block, drafts included: the "Site preview" policy's.
 * @type {import("./engine/spec.mjs").PermissionSpec[]}
 */
export const allPagesPermissions = [pagesCollection, pageBlocksCollection, ...blockCollectionNames].map((collection) => ({
  collection,
  action: /** @type {const} */ ("read"),
}));

/** The files a published page shows (the rows page_files holds; the page's status read now). */
export const filesPublishedPagesShow = { in_pages: { _some: { page: published } } };

/** The files any page shows, drafts' included (the preview's). */
export const filesAnyPageShows = { in_pages: { _some: { page: { id: { _nnull: true } } } } };

/** @type {import("./engine/spec.mjs").Part} */
export const pages = {
  collections: [{ collection: pagesCollection, meta: ({ previewSiteUrl }) => ({ preview_url: `${previewSiteUrl}/{{slug}}/` }) }],
  flows: [
    scheduledPublishingFlow({
      name: publishPagesFlowName,
      collection: pagesCollection,
      timeField: "date_published",
      item: "page",
      items: "pages",
      color: "#6D28D9",
      description:
        "Every minute: landing pages with status Scheduled whose publish time has come become Published (the site then rebuilds).",
    }),
    {
      // Made once, its settings then left to admins; its call keeps the token header.
      name: pagePreviewFlowName,
      once: true,
      icon: "preview",
      color: "#0E7490",
      description:
        "Calls the preview server's refresh endpoint (PREVIEW_REFRESH_URL) on every save of a landing page or one of its blocks, drafts included, so the live preview follows.",
      status: "active",
      trigger: "event",
      // Runs are logged, not their data: there is one per save.
      accountability: "activity",
      options: {
        type: "action",
        scope: ["items.create", "items.update", "items.delete"],
        collections: [pagesCollection, pageBlocksCollection, ...blockCollectionNames],
      },
      operations: [refreshFlowOperation],
    },
  ],
};
