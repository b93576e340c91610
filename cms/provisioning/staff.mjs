/**
 * Staff and their leads: the "Staff" role and policy (the local admin is put in it), the flow
 * "Announce new leads to staff" that sends every active staff member a Directus notification
 * for each new contact enquiry, questionnaire and newsletter sign-up, and the Insights dashboard
 * "Leads". Everything here is made once, then left to editors and admins (they may widen or
 * narrow Staff's permissions, rearrange the dashboard, pause the flow), except the notice's
 * script, which gets its newer versions while nobody has edited it.
 */
import { ref } from "./engine/refs.mjs";
import { updateUneditedScript } from "./flow-script.mjs";
import { isUneditedLeadNoticeScript, leadNoticeScript } from "./lead-notice.mjs";

/** The collections the site's forms write leads into (site-forms.mjs's formCollections). */
export const leadCollections = /** @type {const} */ (["outreach_enquiries", "requirements_submissions", "subscriptions"]);

export const staffRoleName = "Staff";
export const leadFlowName = "Announce new leads to staff";
export const leadDashboardName = "Leads";

/**
 * Who gets the notifications: active users of the Staff role or of a role nested in it.
 * @param {unknown} staffRoleId the role's id (or a reference to it, in the data)
 */
export const staffUsersFilter = (staffRoleId) => ({
  _and: [{ status: { _eq: "active" } }, { _or: [{ role: { _eq: staffRoleId } }, { role: { parent: { _eq: staffRoleId } } }] }],
});

/**
 * What staff may change of their own user: the fields Directus's recommended defaults for app
 * users allow, and whether they get notifications by e-mail (Directus lets app users read
 * their own profile but neither see nor change that setting).
 */
const ownProfileFields = [
  "first_name",
  "last_name",
  "email",
  "password",
  "location",
  "title",
  "description",
  "avatar",
  "language",
  "appearance",
  "theme_light",
  "theme_dark",
  "theme_light_overrides",
  "theme_dark_overrides",
  "tfa_secret",
  "email_notifications",
];

const ownUser = { permissions: { id: { _eq: "$CURRENT_USER" } } };

/**
 * A weekly count of one lead collection, by the date each entry was made; the panels are
 * stacked, each wide enough for three months of weeks beside the app's sidebars.
 * @param {{ collection: string, name: string, icon: string, color: string, y: number }} panel
 */
const weeklyPanel = ({ collection, name, icon, color, y }) => ({
  name,
  icon,
  color,
  show_header: true,
  type: "time-series",
  position_x: 1,
  position_y: y,
  width: 48,
  height: 12,
  options: {
    collection,
    dateField: "date_created",
    valueField: "id",
    function: "count",
    precision: "week",
    range: "3 months",
    missingData: "0",
    color,
    decimals: 0,
    curveType: "straight",
    fillType: "gradient",
    showXAxis: true,
    showYAxis: true,
  },
});

/** @type {import("./engine/spec.mjs").Part} */
export const staff = {
  policies: [
    {
      // The app, the leads (read, correct, delete), the Insights dashboards, the site builds list
      // and their own profile. Reading and archiving their own notifications comes with app access.
      name: staffRoleName,
      once: true,
      icon: "support_agent",
      description: "Staff who answer leads: the app, the form entries (read, correct, delete) and the Insights dashboards.",
      app_access: true,
      admin_access: false,
      // Each made when the policy has none for its collection and action: editors may widen or
      // narrow Staff's permissions in the app, and the provisioning keeps their change.
      permissions: [
        ...leadCollections.flatMap((collection) =>
          /** @type {const} */ (["read", "update", "delete"]).map((action) => ({ collection, action, once: true })),
        ),
        { collection: "directus_dashboards", action: "read", once: true },
        { collection: "directus_panels", action: "read", once: true },
        // Whether the site was rebuilt after a change (read-only: rows come from the CMS and builds).
        { collection: "site_builds", action: "read", once: true },
        { collection: "directus_users", action: "read", ...ownUser, fields: ["email_notifications"], once: true },
        { collection: "directus_users", action: "update", ...ownUser, fields: ownProfileFields, once: true },
      ],
    },
  ],
  roles: [
    {
      name: staffRoleName,
      once: true,
      icon: "support_agent",
      description: "Staff who answer leads: each active member is notified of every new enquiry, questionnaire and sign-up.",
      policies: [staffRoleName],
      // The local admin (the user of the admin token) gets the notices too. Done once, when the
      // role is made: an admin moved out of Staff later stays out.
      adminJoinsWhenMade: true,
    },
  ],
  flows: [
    {
      // On every create in the lead collections (an action, so the site's form answers do not
      // wait for it). Its runs are logged without their data (accountability "activity"), so no
      // copy of a lead's details outlives the lead.
      name: leadFlowName,
      once: true,
      icon: "notifications_active",
      color: "#2ECDA7",
      description:
        "Notifies every active Staff member (and e-mails them when e-mail is set up) of each new enquiry, questionnaire and sign-up.",
      status: "active",
      trigger: "event",
      accountability: "activity",
      options: { type: "action", scope: ["items.create"], collections: [...leadCollections] },
      // Read the active staff, write the notice (lead-notice.mjs), notify each of them (Directus
      // also e-mails those whose "E-mail notifications" are on, when it can send e-mail).
      operations: [
        {
          key: "staff",
          name: "Read active staff",
          type: "item-read",
          position_x: 19,
          position_y: 1,
          options: {
            collection: "directus_users",
            permissions: "$full",
            query: { filter: staffUsersFilter(ref.role(staffRoleName)), fields: ["id"], limit: -1 },
          },
        },
        {
          key: "notice",
          name: "Write the notice",
          type: "exec",
          position_x: 37,
          position_y: 1,
          options: { code: leadNoticeScript() },
          // A newer notice reaches the step while nobody has edited its code.
          update: updateUneditedScript(leadNoticeScript, isUneditedLeadNoticeScript),
        },
        {
          key: "notify",
          name: "Notify staff",
          type: "notification",
          position_x: 55,
          position_y: 1,
          options: {
            // One string, so Directus passes the list itself (a list of one template would not be).
            recipient: "{{notice.recipients}}",
            subject: "{{notice.subject}}",
            message: "{{notice.message}}",
            collection: "{{$trigger.collection}}",
            item: "{{$trigger.key}}",
            permissions: "$full",
          },
        },
      ],
    },
  ],
  dashboards: [
    {
      name: leadDashboardName,
      once: true,
      icon: "insights",
      color: "#2ECDA7",
      note: "Contact enquiries, project questionnaires and newsletter sign-ups per week",
      panels: [
        weeklyPanel({
          collection: "outreach_enquiries",
          name: "Contact enquiries per week",
          icon: "forum",
          color: "#6D28D9",
          y: 1,
        }),
        weeklyPanel({
          collection: "requirements_submissions",
          name: "Questionnaires per week",
          icon: "assignment",
          color: "#2563EB",
          y: 13,
        }),
        weeklyPanel({ collection: "subscriptions", name: "Newsletter sign-ups per week", icon: "mail", color: "#2ECDA7", y: 25 }),
      ],
    },
  ],
};
