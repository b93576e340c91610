/**
 * The seed's part for the live preview (called by seed.mjs, idempotent):
 *
 * - the posts collection's preview URL, `${PREVIEW_SITE_URL}/blog/{{id}}/`, which the app shows
 *   in a post's split view (and in a window of its own);
 * - the flow "Refresh the preview on content changes": every create, update or delete of a post
 *   or category, drafts included, calls the preview server's `POST /__refresh`
 *   (PREVIEW_REFRESH_URL, with PREVIEW_REFRESH_TOKEN as its Authorization header). gatsby
 *   develop re-sources and pushes the changed page data to the open page, so the split view
 *   follows each save. It is a flow of its own, apart from the rebuild flow: that one may be
 *   coalesced or point at a production build hook, while the preview must follow every save.
 *
 * - the Visual Editor: the module turned on in the app's module bar and opening the preview
 *   site (`visual_editor_urls`), where a post's parts open their fields in place
 *   (src/lib/visual-editor.ts). An admin's own choices there are left alone.
 *
 * The app reloads the frame as soon as a save is answered, before the preview server has
 * re-sourced; the page then updates itself when gatsby develop has the new data (seconds).
 */
import { api, findOne } from "./api.mjs";
import { preview } from "./config.mjs";

export const previewFlowName = "Refresh the preview on content changes";
const operationKey = "call_preview_refresh";

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

/** The flow and its one operation; an existing flow keeps its settings, its call gains the token. */
const seedPreviewRefreshFlow = async () => {
  let flow = await findOne("/flows", { name: { _eq: previewFlowName } }, "id,operation");
  if (!flow) {
    flow = await api("POST", "/flows", {
      name: previewFlowName,
      icon: "preview",
      color: "#0E7490",
      description:
        "Calls the preview server's refresh endpoint (PREVIEW_REFRESH_URL) on every save of a post or category, drafts included, so the live preview follows.",
      status: "active",
      trigger: "event",
      // Runs are logged, not their data: there is one per save.
      accountability: "activity",
      options: {
        type: "action",
        scope: ["items.create", "items.update", "items.delete"],
        collections: ["posts", "categories"],
      },
    });
  }
  if (!flow.operation) {
    const operation = await api("POST", "/operations", {
      flow: flow.id,
      key: operationKey,
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
    });
    await api("PATCH", `/flows/${flow.id}`, { operation: operation.id });
    return;
  }
  const call = await findOne("/operations", { flow: { _eq: flow.id }, key: { _eq: operationKey } }, "id,options");
  if (!call) return;
  const headers = refreshHeaders(call.options?.headers ?? []);
  if (JSON.stringify(headers) !== JSON.stringify(call.options?.headers)) {
    await api("PATCH", `/operations/${call.id}`, { options: { ...call.options, headers } });
  }
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

/** The Visual Editor opens the preview site's blog; set once, so an admin's later choices stay. */
const seedVisualEditor = async () => {
  const settings = await api("GET", "/settings?fields=module_bar,visual_editor_urls");
  const changes = {};
  if (!settings.module_bar) changes.module_bar = moduleBarWithVisualEditor;
  if (!settings.visual_editor_urls?.length) changes.visual_editor_urls = [{ url: `${preview().siteUrl}/blog/` }];
  if (Object.keys(changes).length > 0) await api("PATCH", "/settings", changes);
};

/** Run after the sample content is seeded, so that seeding does not refresh the preview per post. */
export const seedPreview = async () => {
  await api("PATCH", "/collections/posts", { meta: { preview_url: `${preview().siteUrl}/blog/{{id}}/` } });
  await seedPreviewRefreshFlow();
  await seedVisualEditor();
};
