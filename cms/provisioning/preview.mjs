/**
 * The live preview:
 *
 * - the posts collection's preview URL, `${PREVIEW_SITE_URL}/blog/{{id}}/`, which the app shows
 *   in a post's split view (and in a window of its own);
 * - the flow "Refresh the preview on content changes": every create, update or delete of a post,
 *   category, menu, menu link or the site details, drafts included, calls the preview server's `POST /__refresh`
 *   (PREVIEW_REFRESH_URL, with PREVIEW_REFRESH_TOKEN as its Authorization header). gatsby
 *   develop re-sources and pushes the changed page data to the open page, so the split view
 *   follows each save. It is a flow of its own, apart from the rebuild: that one may be
 *   coalesced or point at a production build hook, while the preview must follow every save.
 * - the Visual Editor: the module turned on in the app's module bar and opening the preview
 *   site (`visual_editor_urls`), where a post's parts open their fields in place
 *   (src/lib/visual-editor.ts). An admin's own choices there are left alone.
 *
 * The app reloads the frame as soon as a save is answered, before the preview server has
 * re-sourced; the page then updates itself when gatsby develop has the new data (seconds).
 */
import { same } from "./engine/same.mjs";
import { navigationCollections } from "./site-navigation.mjs";

export const previewFlowName = "Refresh the preview on content changes";

/**
 * @typedef {{ header: string, value: string }} RequestHeader
 */

/**
 * Headers of the refresh call: gatsby develop wants its token as the whole Authorization header.
 * @param {RequestHeader[]} [headers]
 */
const refreshHeaders = (headers = []) => [
  ...headers.filter((entry) => entry.header.toLowerCase() !== "authorization"),
  { header: "Authorization", value: "{{$env.PREVIEW_REFRESH_TOKEN}}" },
];

/**
 * The preview flows' one step (this file's for posts, pages.mjs's for landing pages): the
 * preview server's refresh, with the token header kept on every run of the provisioning.
 * @type {import("./engine/spec.mjs").OperationSpec}
 */
export const refreshFlowOperation = {
  key: "call_preview_refresh",
  name: "Call the preview's refresh",
  type: "request",
  position_x: 19,
  position_y: 1,
  options: {
    method: "POST",
    url: "{{$env.PREVIEW_REFRESH_URL}}",
    headers: refreshHeaders([{ header: "Content-Type", value: "application/json" }]),
    body: '{"source":"directus-preview","event":"{{$trigger.event}}","collection":"{{$trigger.collection}}"}',
  },
  update: (current) => {
    const headers = refreshHeaders(current.options?.headers ?? []);
    return same(headers, current.options?.headers) ? undefined : { options: { ...current.options, headers } };
  },
};

/**
 * The app's module bar as Directus 11.17 shows it when none is saved (its MODULE_BAR_DEFAULT),
 * with the Visual Editor turned on: saving a module bar replaces the default as a whole.
 */
const moduleBarWithVisualEditor = [
  { type: "module", id: "content", enabled: true },
  { type: "module", id: "visual", enabled: true },
  { type: "module", id: "users", enabled: true },
  { type: "module", id: "files", enabled: true },
  { type: "module", id: "insights", enabled: true },
  { type: "module", id: "deployments", enabled: false },
  { type: "link", id: "docs", enabled: true, name: "$t:documentation", icon: "help", url: "https://docs.directus.io" },
  { type: "module", id: "settings", enabled: true, locked: true },
];

/** @type {import("./engine/spec.mjs").Part} */
export const preview = {
  collections: [{ collection: "posts", meta: ({ previewSiteUrl }) => ({ preview_url: `${previewSiteUrl}/blog/{{id}}/` }) }],
  flows: [
    {
      // Made once, its settings then left to admins; its call keeps the token header.
      name: previewFlowName,
      once: true,
      icon: "preview",
      color: "#0E7490",
      description:
        "Calls the preview server's refresh endpoint (PREVIEW_REFRESH_URL) on every save of a post, category, menu or the site details, drafts included, so the live preview follows.",
      status: "active",
      trigger: "event",
      // Runs are logged, not their data: there is one per save.
      accountability: "activity",
      options: {
        type: "action",
        scope: ["items.create", "items.update", "items.delete"],
        collections: ["posts", "categories", ...navigationCollections],
      },
      // A flow made before the menus were in the CMS follows their saves too.
      update: (current) => {
        const collections = /** @type {string[]} */ (current.options?.collections ?? []);
        const missing = navigationCollections.filter((collection) => !collections.includes(collection));
        return missing.length === 0 ? undefined : { options: { ...current.options, collections: [...collections, ...missing] } };
      },
      operations: [refreshFlowOperation],
    },
  ],
  settings: [
    // Set once, so an admin's later choices stay.
    { field: "module_bar", value: moduleBarWithVisualEditor, once: true },
    {
      field: "visual_editor_urls",
      value: (/** @type {import("./engine/spec.mjs").Target} */ { previewSiteUrl }) => [{ url: `${previewSiteUrl}/blog/` }],
      once: true,
    },
  ],
};
