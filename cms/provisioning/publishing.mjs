/**
 * Publishing:
 *
 * - the flow "Publish scheduled posts": every minute, due scheduled posts become published,
 *   with events on, so the site-rebuild hook (cms/extensions/site-rebuild) asks for a rebuild;
 * - the old per-save flow "Rebuild the site on content changes" is deleted: the hook replaced it;
 * - the "Site builds" listing, newest first;
 * - what the build token may write into site_builds (buildReportPermissions, part of the
 *   "Site build" policy in site-build.mjs, which grants nothing else).
 */

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
    {
      // Made once: an admin may pause it, and it stays paused.
      name: publishFlowName,
      once: true,
      icon: "schedule_send",
      color: "#6D28D9",
      description:
        "Every minute: posts with status Scheduled whose publish time has come become Published (the site then rebuilds).",
      status: "active",
      trigger: "schedule",
      // A run a minute would fill the activity log; the posts' own revisions record each publish.
      accountability: null,
      options: { cron: "* * * * *" },
      // The read finds due posts (status scheduled, publish time passed, 100 a minute at most),
      // the script turns them into a batch update (one update per post, so each gets its own
      // events and its own date), and the update runs with events on: the site-rebuild hook sees
      // each post become published.
      operations: [
        {
          key: "due_posts",
          name: "Find due scheduled posts",
          type: "item-read",
          position_x: 19,
          position_y: 1,
          options: {
            collection: "posts",
            permissions: "$full",
            emitEvents: false,
            query: {
              filter: { _and: [{ status: { _eq: "scheduled" } }, { publish_at: { _lte: "$NOW" } }] },
              fields: ["id"],
              sort: ["publish_at"],
              limit: 100,
            },
          },
        },
        {
          key: "publish_list",
          name: "One update per post",
          type: "exec",
          position_x: 37,
          position_y: 1,
          options: {
            code: [
              "module.exports = async function (data) {",
              '  return (data.due_posts || []).map((post) => ({ id: post.id, status: "published" }));',
              "};",
            ].join("\n"),
          },
        },
        {
          key: "publish",
          name: "Publish them",
          type: "item-update",
          position_x: 55,
          position_y: 1,
          options: { collection: "posts", permissions: "$full", emitEvents: true, payload: "{{publish_list}}" },
        },
      ],
    },
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
