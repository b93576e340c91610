/**
 * The flow that publishes a collection's scheduled items when their time comes (posts:
 * publishing.mjs; landing pages: pages.mjs): every minute it reads the items with status
 * `scheduled` whose publish time has passed (100 a minute at most), turns them into one update per
 * item, and runs the update with events on, so the hooks (site-rebuild, and the collection's own
 * rules) see each item become published as they see an editor's save.
 */

/**
 * @param {{ name: string, collection: string, timeField: string, item: string, items: string, description: string, color: string }} flow
 *   `item`, `items`: an item's and the items' name in the steps ("post", "posts")
 * @returns {import("./engine/spec.mjs").FlowSpec}
 */
export const scheduledPublishingFlow = ({ name, collection, timeField, item, items, description, color }) => ({
  // Made once: an admin may pause it, and it stays paused.
  name,
  once: true,
  icon: "schedule_send",
  color,
  description,
  status: "active",
  trigger: "schedule",
  // A run a minute would fill the activity log; the items' own revisions record each publish.
  accountability: null,
  options: { cron: "* * * * *" },
  // The read finds due items (status scheduled, publish time passed, 100 a minute at most),
  // the script turns them into a batch update (one update per item, so each gets its own
  // events and its own date), and the update runs with events on: the site-rebuild hook sees
  // each item become published.
  operations: [
    {
      key: `due_${collection}`,
      name: `Find due scheduled ${items}`,
      type: "item-read",
      position_x: 19,
      position_y: 1,
      options: {
        collection,
        permissions: "$full",
        emitEvents: false,
        query: {
          filter: { _and: [{ status: { _eq: "scheduled" } }, { [timeField]: { _lte: "$NOW" } }] },
          fields: ["id"],
          sort: [timeField],
          limit: 100,
        },
      },
    },
    {
      key: "publish_list",
      name: `One update per ${item}`,
      type: "exec",
      position_x: 37,
      position_y: 1,
      options: {
        code: [
          "module.exports = async function (data) {",
          `  return (data.due_${collection} || []).map((${item}) => ({ id: ${item}.id, status: "published" }));`,
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
      options: { collection, permissions: "$full", emitEvents: true, payload: "{{publish_list}}" },
    },
  ],
});
