/**
 * Publishing:
 *
 * - the flow "Publish scheduled posts": every minute, due scheduled posts become published,
 *   with events on, so the site-rebuild hook (cms/extensions/site-rebuild) asks for a rebuild
 *   (scheduled-publishing.mjs, which landing pages' flow shares);
 * - the old per-save flow "Rebuild the site on content changes" is deleted: the hook replaced it;
 * - the "Site builds" listing, newest first;
 * - what the build token may write into site_builds (buildReportPermissions, part of the
 *   "Site build" policy in site-build.mjs, which grants nothing else).
 */

import { scheduledPublishingFlow } from "./scheduled-publishing.mjs";

export const publishFlowName = "Publish scheduled posts";

/**
 * What a build may write about itself, and nothing more: create a row of kind "build" with
 * status "started" (it chooses the row's id, because it cannot read the row back), then update
 * a row it created, once, to "finished" or "failed" with the end time, duration and error.
 * It can read no row, not even its own.
 * @type {import("./engine/spec.mjs").PermissionSpec[]}
 */
export const buildReportPermissions = [
  {
    collection: "site_builds",
    action: "create",
    fields: ["id", "kind", "status", "summary", "started_at"],
    presets: { kind: "build", status: "started" },
    validation: { _and: [{ kind: { _eq: "build" } }, { status: { _eq: "started" } }] },
  },
  {
    collection: "site_builds",
    action: "update",
    fields: ["status", "finished_at", "duration_seconds", "error"],
    permissions: {
      _and: [{ user_created: { _eq: "$CURRENT_USER" } }, { kind: { _eq: "build" } }, { status: { _eq: "started" } }],
    },
    validation: { status: { _in: ["finished", "failed"] } },
  },
];

/** @type {import("./engine/spec.mjs").Part} */
export const publishing = {
  flows: [
    scheduledPublishingFlow({
      name: publishFlowName,
      collection: "posts",
      timeField: "publish_at",
      item: "post",
      items: "posts",
      color: "#6D28D9",
      description:
        "Every minute: posts with status Scheduled whose publish time has come become Published (the site then rebuilds).",
    }),
  ],
  presets: [
    {
      // Editors see site builds newest first (a global default listing; their own changes win).
      collection: "site_builds",
      once: true,
      layout: "tabular",
      layout_query: {
        tabular: {
          sort: ["-date_created"],
          fields: ["status", "kind", "summary", "date_created", "duration_seconds", "error"],
          page: 1,
        },
      },
      layout_options: { tabular: { widths: { summary: 420, error: 320 } } },
    },
  ],
  retired: {
    flows: [
      {
        name: "Rebuild the site on content changes",
        reason: "it called the build hook on every save; the site-rebuild hook now asks for rebuilds, once per window",
      },
    ],
  },
};
