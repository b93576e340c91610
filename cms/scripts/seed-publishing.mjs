/**
 * The seed's part for publishing (idempotent, run by seed.mjs on every start):
 *
 * - the flow "Publish scheduled posts": every minute, due scheduled posts become published,
 *   with events on, so the site-rebuild hook (cms/extensions/site-rebuild) asks for a rebuild;
 * - the old per-save flow "Rebuild the site on content changes" is deleted: the hook replaced it;
 * - the "Site builds" listing, newest first;
 * - what the build token may write into site_builds (buildReportPermissions, called by
 *   seed.mjs's seedBuildAccess so that its "nothing else" clean-up keeps them).
 */
import { api, findOne } from "./api.mjs";

/** The flow that called the build hook on every save, before the site-rebuild hook. */
export const oldRebuildFlowName = "Rebuild the site on content changes";
export const publishFlowName = "Publish scheduled posts";

/**
 * The publish flow's operations, first to last. The read finds due posts (status scheduled,
 * publish time passed, 100 a minute at most), the script turns them into a batch update (one
 * update per post, so each gets its own events and its own date), and the update runs with
 * events on: the site-rebuild hook sees each post become published.
 */
const publishOperations = [
  {
    key: "due_posts",
    name: "Find due scheduled posts",
    type: "item-read",
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
    options: { collection: "posts", permissions: "$full", emitEvents: true, payload: "{{publish_list}}" },
  },
];

/**
 * Deletes the old per-save rebuild flow (its operations go with it): the site-rebuild hook
 * now asks for rebuilds, once per window and only for changes the site shows.
 */
const removeOldRebuildFlow = async () => {
  const flow = await findOne("/flows", { name: { _eq: oldRebuildFlowName } }, "id");
  if (!flow) return;
  await api("DELETE", `/flows/${flow.id}`);
  console.log(`cms: removed the flow "${oldRebuildFlowName}" (the site-rebuild hook replaces it)`);
};

/**
 * The flow "Publish scheduled posts" (schedule trigger, every minute). A flow that exists is
 * left as it is (an admin may have paused it), unless it lost its operations.
 */
const seedPublishFlow = async () => {
  let flow = await findOne("/flows", { name: { _eq: publishFlowName } }, "id,operation");
  if (!flow) {
    flow = await api("POST", "/flows", {
      name: publishFlowName,
      icon: "schedule_send",
      color: "#6D28D9",
      description:
        "Every minute: posts with status Scheduled whose publish time has come become Published (the site then rebuilds).",
      status: "active",
      trigger: "schedule",
      // A run a minute would fill the activity log; the posts' own revisions record each publish.
      accountability: null,
      options: { cron: "* * * * *" },
    });
  }
  if (flow.operation) return;
  let next = null;
  for (const [index, operation] of [...publishOperations.entries()].reverse()) {
    const created = await api("POST", "/operations", {
      ...operation,
      flow: flow.id,
      position_x: 19 + index * 18,
      position_y: 1,
      resolve: next,
    });
    next = created.id;
  }
  await api("PATCH", `/flows/${flow.id}`, { operation: next });
};

/** Editors see site builds newest first (a global default listing; their own changes win). */
const seedSiteBuildsListing = () =>
  findOne("/presets", {
    collection: { _eq: "site_builds" },
    user: { _null: true },
    role: { _null: true },
    bookmark: { _null: true },
  }).then(
    (existing) =>
      existing ??
      api("POST", "/presets", {
        collection: "site_builds",
        layout: "tabular",
        layout_query: {
          tabular: {
            sort: ["-date_created"],
            fields: ["status", "kind", "summary", "date_created", "duration_seconds", "error"],
            page: 1,
          },
        },
        layout_options: { tabular: { widths: { summary: 420, error: 320 } } },
      }),
  );

/**
 * @typedef {(policy: string, collection: string, action: string, rules?: object) => Promise<{ id: number }>} EnsurePermission
 */

/**
 * What a build may write about itself, and nothing more: create a row of kind "build" with
 * status "started" (it chooses the row's id, because it cannot read the row back), then update
 * a row it created, once, to "finished" or "failed" with the end time, duration and error.
 * It can read no row, not even its own.
 * @param {EnsurePermission} ensurePermission seed.mjs's
 * @param {string} policyId the "Site build" policy
 */
export const buildReportPermissions = async (ensurePermission, policyId) => [
  await ensurePermission(policyId, "site_builds", "create", {
    fields: ["id", "kind", "status", "summary", "started_at"],
    presets: { kind: "build", status: "started" },
    validation: { _and: [{ kind: { _eq: "build" } }, { status: { _eq: "started" } }] },
  }),
  await ensurePermission(policyId, "site_builds", "update", {
    fields: ["status", "finished_at", "duration_seconds", "error"],
    permissions: {
      _and: [{ user_created: { _eq: "$CURRENT_USER" } }, { kind: { _eq: "build" } }, { status: { _eq: "started" } }],
    },
    validation: { status: { _in: ["finished", "failed"] } },
  }),
];

export const seedPublishing = async () => {
  await removeOldRebuildFlow();
  await seedPublishFlow();
  await seedSiteBuildsListing();
};
