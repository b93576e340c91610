/**
 * Staff and their leads (idempotent, run by seed.mjs on every start): the "Staff" role and
 * policy, the local admin in it, the flow "Announce new leads to staff" that sends every
 * active staff member a Directus notification for each new contact enquiry, questionnaire
 * and newsletter sign-up, and the Insights dashboard "Leads". It creates what is missing and
 * leaves alone what editors changed in the app.
 */
import { api, findOne, query } from "./api.mjs";
import { isUneditedLeadNoticeScript, leadNoticeScript } from "./lead-notice.mjs";

/** The collections the site's forms write leads into (seed.mjs's formCollections). */
export const leadCollections = /** @type {const} */ (["outreach_enquiries", "requirements_submissions", "subscriptions"]);

export const staffRoleName = "Staff";
export const leadFlowName = "Announce new leads to staff";
export const leadDashboardName = "Leads";

/**
 * Who gets the notifications: active users of the Staff role or of a role nested in it.
 * @param {string} staffRoleId
 */
export const staffUsersFilter = (staffRoleId) => ({
  _and: [{ status: { _eq: "active" } }, { _or: [{ role: { _eq: staffRoleId } }, { role: { parent: { _eq: staffRoleId } } }] }],
});

/**
 * The first item of `path` matching `filter`, or the item made from `create`; `created` tells which.
 * @param {string} path
 * @param {object} filter
 * @param {object} create
 * @returns {Promise<{ item: any, created: boolean }>}
 */
const ensure = async (path, filter, create) => {
  const existing = await findOne(path, filter, "id");
  if (existing) return { item: existing, created: false };
  return { item: await api("POST", path, create), created: true };
};

/**
 * Adds the permission unless the policy has one for that collection and action: editors may
 * widen or narrow Staff's permissions in the app, and the seed keeps their change.
 * @param {string} policy
 * @param {string} collection
 * @param {string} action
 * @param {object} [rules] fields, permissions (all fields, every item by default)
 */
const ensurePermissionOnce = (policy, collection, action, rules = {}) =>
  ensure(
    "/permissions",
    { policy: { _eq: policy }, collection: { _eq: collection }, action: { _eq: action } },
    { policy, collection, action, fields: ["*"], permissions: null, validation: null, presets: null, ...rules },
  );

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

/**
 * The Staff policy: the app, the leads (read, correct, delete), the Insights dashboards, the
 * site builds list and their own profile. Reading and archiving their own notifications comes with app access.
 */
const seedStaffPolicy = async () => {
  const { item: policy } = await ensure(
    "/policies",
    { name: { _eq: staffRoleName } },
    {
      name: staffRoleName,
      icon: "support_agent",
      description: "Staff who answer leads: the app, the form entries (read, correct, delete) and the Insights dashboards.",
      app_access: true,
      admin_access: false,
    },
  );
  for (const collection of leadCollections) {
    for (const action of ["read", "update", "delete"]) await ensurePermissionOnce(policy.id, collection, action);
  }
  await ensurePermissionOnce(policy.id, "directus_dashboards", "read");
  await ensurePermissionOnce(policy.id, "directus_panels", "read");
  // Whether the site was rebuilt after a change (read-only: rows come from the CMS and builds).
  await ensurePermissionOnce(policy.id, "site_builds", "read");
  const ownUser = { permissions: { id: { _eq: "$CURRENT_USER" } } };
  await ensurePermissionOnce(policy.id, "directus_users", "read", { ...ownUser, fields: ["email_notifications"] });
  await ensurePermissionOnce(policy.id, "directus_users", "update", { ...ownUser, fields: ownProfileFields });
  return policy.id;
};

/**
 * Puts the local admin (the user of the admin token) in Staff, keeping every policy its old
 * role gave it (the Administrator policy, so it stays an administrator) as policies of its
 * own. Done once, when the Staff role is made: an admin moved out of Staff later stays out.
 * @param {string} staffRoleId
 */
const moveAdminIntoStaff = async (staffRoleId) => {
  const admin = await api("GET", `/users/me${query({ fields: "id,role" })}`);
  if (!admin.role || admin.role === staffRoleId) return;
  const access = /** @type {{ policy: string }[]} */ (
    await api("GET", `/access${query({ filter: JSON.stringify({ role: { _eq: admin.role } }), fields: "policy", limit: "-1" })}`)
  );
  // Policies first: the admin must never be left without admin access (Directus would refuse).
  for (const { policy } of access) {
    await ensure("/access", { user: { _eq: admin.id }, policy: { _eq: policy } }, { user: admin.id, policy });
  }
  await api("PATCH", `/users/${admin.id}`, { role: staffRoleId });
};

/** The Staff role holding the Staff policy; resolves with its id. */
const seedStaffRole = async () => {
  const policyId = await seedStaffPolicy();
  const { item: role, created } = await ensure(
    "/roles",
    { name: { _eq: staffRoleName } },
    {
      name: staffRoleName,
      icon: "support_agent",
      description: "Staff who answer leads: each active member is notified of every new enquiry, questionnaire and sign-up.",
    },
  );
  await ensure("/access", { role: { _eq: role.id }, policy: { _eq: policyId } }, { role: role.id, policy: policyId });
  if (created) await moveAdminIntoStaff(role.id);
  return role.id;
};

/**
 * The flow's three steps, last first so each can name the next: read the active staff, write
 * the notice (lead-notice.mjs), notify each of them (Directus also e-mails those whose
 * "E-mail notifications" are on, when it can send e-mail).
 * @param {string} flowId
 * @param {string} staffRoleId
 * @returns {Promise<string>} the first step's id
 */
const createLeadFlowOperations = async (flowId, staffRoleId) => {
  const notify = await api("POST", "/operations", {
    flow: flowId,
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
  });
  const notice = await api("POST", "/operations", {
    flow: flowId,
    key: "notice",
    name: "Write the notice",
    type: "exec",
    position_x: 37,
    position_y: 1,
    resolve: notify.id,
    options: { code: leadNoticeScript() },
  });
  const staff = await api("POST", "/operations", {
    flow: flowId,
    key: "staff",
    name: "Read active staff",
    type: "item-read",
    position_x: 19,
    position_y: 1,
    resolve: notice.id,
    options: {
      collection: "directus_users",
      permissions: "$full",
      query: { filter: staffUsersFilter(staffRoleId), fields: ["id"], limit: -1 },
    },
  });
  return staff.id;
};

/**
 * "Announce new leads to staff": on every create in the lead collections (an action, so the
 * site's form answers do not wait for it). Its runs are logged without their data
 * (accountability "activity"), so no copy of a lead's details outlives the lead.
 * @param {string} staffRoleId
 */
const seedLeadFlow = async (staffRoleId) => {
  let flow = await findOne("/flows", { name: { _eq: leadFlowName } }, "id,operation");
  if (flow?.operation) {
    // A newer notice reaches the step while nobody has edited its code.
    const step = await findOne(
      "/operations",
      { flow: { _eq: flow.id }, key: { _eq: "notice" }, type: { _eq: "exec" } },
      "id,options",
    );
    const code = leadNoticeScript();
    if (step && step.options?.code !== code && isUneditedLeadNoticeScript(step.options?.code)) {
      await api("PATCH", `/operations/${step.id}`, { options: { ...step.options, code } });
    }
    return;
  }
  if (!flow) {
    flow = await api("POST", "/flows", {
      name: leadFlowName,
      icon: "notifications_active",
      color: "#2ECDA7",
      description:
        "Notifies every active Staff member (and e-mails them when e-mail is set up) of each new enquiry, questionnaire and sign-up.",
      status: "active",
      trigger: "event",
      accountability: "activity",
      options: { type: "action", scope: ["items.create"], collections: [...leadCollections] },
    });
  } else {
    // A flow left without steps by an interrupted seed: start its steps again.
    const steps = /** @type {{ id: string }[]} */ (
      await api("GET", `/operations${query({ filter: JSON.stringify({ flow: { _eq: flow.id } }), fields: "id", limit: "-1" })}`)
    );
    if (steps.length > 0)
      await api(
        "DELETE",
        "/operations",
        steps.map((step) => step.id),
      );
  }
  await api("PATCH", `/flows/${flow.id}`, { operation: await createLeadFlowOperations(flow.id, staffRoleId) });
};

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

/** The Insights dashboard "Leads"; its panels are made with it, then left to editors. */
const seedLeadDashboard = async () => {
  const { item: dashboard, created } = await ensure(
    "/dashboards",
    { name: { _eq: leadDashboardName } },
    {
      name: leadDashboardName,
      icon: "insights",
      color: "#2ECDA7",
      note: "Contact enquiries, project questionnaires and newsletter sign-ups per week",
    },
  );
  if (!created) return;
  await api(
    "POST",
    "/panels",
    [
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
    ].map((panel) => ({ ...panel, dashboard: dashboard.id })),
  );
};

export const seedStaff = async () => {
  const staffRoleId = await seedStaffRole();
  await seedLeadFlow(staffRoleId);
  await seedLeadDashboard();
};
