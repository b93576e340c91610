/**
 * The flow "Announce failed site builds to staff": when a build's `site_builds` row turns
 * "failed" (the build's own report, platform/build/build-report.mjs: an update of the row it
 * created as "started"), every active staff member gets a Directus
 * notification with the error and a link to the row (and an e-mail, when e-mail is set up and
 * their "E-mail notifications" are on). Rebuild requests that fail (rows created "failed" by
 * cms/extensions/site-rebuild) are not announced: locally every save without `npm start`
 * running makes one, and they are listed in Site builds. Made once, then left to admins (they may pause it);
 * the notice's script gets its newer versions while nobody has edited it.
 */
import { buildFailureNoticeScript, isUneditedBuildFailureNoticeScript } from "./build-failure-notice.mjs";
import { ref } from "./engine/refs.mjs";
import { updateUneditedScript } from "./flow-script.mjs";
import { staffRoleName, staffUsersFilter } from "./staff.mjs";

export const buildFailureFlowName = "Announce failed site builds to staff";

/** @type {import("./engine/spec.mjs").Part} */
export const buildFailures = {
  flows: [
    {
      name: buildFailureFlowName,
      once: true,
      icon: "report",
      color: "#E35169",
      description: "Notifies every active Staff member when a site build fails (the live site stays as it was).",
      status: "active",
      trigger: "event",
      accountability: "activity",
      // Builds are created "started" and updated once, to "finished" or "failed".
      options: { type: "action", scope: ["items.update"], collections: ["site_builds"] },
      operations: [
        {
          key: "build_failed",
          name: "Only failures",
          type: "condition",
          position_x: 19,
          position_y: 1,
          options: { filter: { $trigger: { payload: { status: { _eq: "failed" } } } } },
        },
        {
          key: "build_staff",
          name: "Read active staff",
          type: "item-read",
          position_x: 37,
          position_y: 1,
          options: {
            collection: "directus_users",
            permissions: "$full",
            query: { filter: staffUsersFilter(ref.role(staffRoleName)), fields: ["id"], limit: -1 },
          },
        },
        {
          key: "build_notice",
          name: "Write the notice",
          type: "exec",
          position_x: 55,
          position_y: 1,
          options: { code: buildFailureNoticeScript() },
          update: updateUneditedScript(buildFailureNoticeScript, isUneditedBuildFailureNoticeScript),
        },
        {
          key: "build_notify",
          name: "Notify staff",
          type: "notification",
          position_x: 73,
          position_y: 1,
          options: {
            recipient: "{{build_notice.recipients}}",
            subject: "{{build_notice.subject}}",
            message: "{{build_notice.message}}",
            collection: "site_builds",
            item: "{{build_notice.item}}",
            permissions: "$full",
          },
        },
      ],
    },
  ],
};
