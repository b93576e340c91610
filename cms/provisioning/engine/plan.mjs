/**
 * The planner: what to change on a Directus so that it has what the provisioning data describes.
 * Pure (no requests): given the data, the target's state (read-state.mjs) and the target's values
 * (tokens, URLs), it lists the changes, in the order they are to be made, each as REST requests
 * (apply.mjs sends them). Ids of items made during the run are not known yet: requests name them
 * by reference (refs.mjs), and the apply step puts in the ids as items are made.
 */
import { atTarget } from "./spec.mjs";
import { idsIn } from "./read-state.mjs";
import { publicPolicyName, ref, refKey, resolveRefs } from "./refs.mjs";
import { fieldSet, same } from "./same.mjs";

/**
 * @typedef {import("./spec.mjs").Spec} Spec
 * @typedef {import("./spec.mjs").Target} Target
 * @typedef {import("./spec.mjs").UpdateRule} UpdateRule
 * @typedef {import("./read-state.mjs").State} State
 * @typedef {import("./read-state.mjs").Item} Item
 * @typedef {import("./refs.mjs").Ref} Ref
 */

/**
 * One REST request. `id` (an id, or a reference to an item made earlier in the run) goes at the
 * end of the path; `register` names the item a POST makes, for later references to it.
 * @typedef {{ method: "POST" | "PATCH" | "DELETE", path: string, id?: string | number | Ref, body?: unknown, register?: Ref }} Request
 */

/**
 * One change, as printed: `+` made, `~` changed, `-` deleted.
 * @typedef {{ verb: "+" | "~" | "-", what: string, detail?: string, requests: Request[] }} Change
 */

/**
 * Keys of the data that are not fields of the Directus item, by kind of item. (A policy's
 * `permissions` are rows of their own; a permission's `permissions` is its item filter.)
 */
const notFields = {
  policy: ["once", "update", "public", "permissions", "onlyThese", "noPermissionsOn"],
  permission: ["once", "update"],
  role: ["once", "update", "policies", "adminJoinsWhenMade"],
  user: ["once", "update", "token"],
  flow: ["once", "update", "operations"],
  operation: ["update"],
  dashboard: ["once", "update", "panels"],
  preset: ["once", "update"],
};

/**
 * The Directus fields of a data item, with the values that depend on the target filled in.
 * @param {keyof typeof notFields} kind
 * @param {Record<string, unknown>} item
 * @param {Target} target
 * @returns {Record<string, unknown>}
 */
export const itemFields = (kind, item, target) =>
  Object.fromEntries(
    Object.entries(item)
      .filter(([key]) => !notFields[kind].includes(key))
      .map(([key, value]) => [key, atTarget(value, target)]),
  );

/** @param {unknown} value */
const isEmpty = (value) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** What a permission grants (its policy, collection and action are what identify it). */
const permissionRuleKeys = /** @type {const} */ (["fields", "permissions", "validation", "presets"]);

/**
 * The keys of `wanted` whose value `current` lacks (permissions' field lists compared as sets).
 * @param {Record<string, unknown>} current
 * @param {Record<string, unknown>} wanted
 */
const differingKeys = (current, wanted) =>
  Object.keys(wanted).filter((key) =>
    key === "fields" && Array.isArray(wanted[key])
      ? !same(fieldSet(/** @type {string[] | null} */ (current[key])), fieldSet(/** @type {string[]} */ (wanted[key])))
      : !same(current[key], wanted[key]),
  );

/**
 * @param {Spec} spec the provisioning data (cms/provisioning/index.mjs)
 * @param {State} state what the target has
 * @param {Target} target the target's tokens, URLs and fields
 * @returns {{ changes: Change[], notes: string[] }}
 */
export const plan = (spec, state, target) => {
  /** @type {Change[]} */
  const changes = [];
  /** @type {string[]} */
  const notes = [];

  /** Ids the target has now, by reference. */
  const known = idsIn(state);
  /** @param {Ref} reference @returns {string | number | undefined} */
  const idOf = (reference) => known.get(refKey(reference));
  /**
   * A value as the target would store it now: references to items it lacks stay references,
   * which compare unequal to any id (the item will be made, so its id is new).
   * @template T
   * @param {T} value
   */
  const onTarget = (value) => resolveRefs(value, idOf).value;

  /**
   * Makes `item` when the target lacks it (`current` undefined), else brings `current` up to
   * date as spec.mjs says (`once`, `update`). `register` names a new item for later references;
   * `fields` replaces the item's own Directus fields.
   * @param {{ kind: keyof typeof notFields, what: string, path: string, current: Item | undefined, item: Record<string, unknown> & { once?: boolean, update?: UpdateRule }, register?: Ref, fields?: Record<string, unknown> }} options
   */
  const syncItem = ({ kind, what, path, current, item, register, fields = itemFields(kind, item, target) }) => {
    if (!current) {
      changes.push({ verb: "+", what, requests: [{ method: "POST", path, body: fields, register }] });
      return;
    }
    /** @type {Record<string, unknown>} */
    let patch = {};
    if (item.once) patch = item.update?.(current) ?? {};
    else {
      const wanted = onTarget(fields);
      for (const key of differingKeys(current, wanted)) patch[key] = fields[key];
    }
    if (Object.keys(patch).length === 0) return;
    changes.push({
      verb: "~",
      what,
      detail: Object.keys(patch).join(", "),
      requests: [{ method: "PATCH", path, id: current.id, body: patch }],
    });
  };

  /**
   * @param {string} what
   * @param {string} path
   * @param {Item} item
   * @param {string} detail why it goes
   */
  const deleteItem = (what, path, item, detail) =>
    changes.push({ verb: "-", what, detail, requests: [{ method: "DELETE", path, id: item.id }] });

  // ---- Settings first: the sign-in safety setting must not wait behind anything.
  /** @type {Record<string, unknown>} */
  const settingsPatch = {};
  for (const setting of spec.settings) {
    const value = atTarget(setting.value, target);
    const current = state.settings[setting.field];
    if (setting.once ? isEmpty(current) && !isEmpty(value) : !same(current, value)) settingsPatch[setting.field] = value;
  }
  if (Object.keys(settingsPatch).length > 0) {
    changes.push({
      verb: "~",
      what: "settings",
      detail: Object.keys(settingsPatch).join(", "),
      requests: [{ method: "PATCH", path: "/settings", body: settingsPatch }],
    });
  }

  // ---- Folders.
  for (const folder of spec.folders) {
    if (idOf(ref.folder(folder.name)) !== undefined) continue;
    changes.push({
      verb: "+",
      what: `folder "${folder.name}"`,
      requests: [{ method: "POST", path: "/folders", body: { name: folder.name }, register: ref.folder(folder.name) }],
    });
  }

  // ---- Policies and their permissions.
  for (const policy of spec.policies) {
    const policyRef = ref.policy(policy.public ? publicPolicyName : policy.name);
    const label = policy.public ? "the public policy" : `policy "${policy.name}"`;
    /** @type {Item | undefined} */
    let current;
    if (policy.public) {
      if (!state.publicPolicy) throw new Error("Directus has no public policy; was the database bootstrapped?");
      current = { id: state.publicPolicy };
    } else {
      current = state.policies.find((candidate) => candidate.name === policy.name);
      syncItem({ kind: "policy", what: label, path: "/policies", current, item: policy, register: policyRef });
    }
    const existing = current ? state.permissions.filter((permission) => permission.policy === current?.id) : [];
    const kept = new Set();
    for (const permission of policy.permissions ?? []) {
      const what = `permission ${policy.public ? "public" : `"${policy.name}"`}: ${permission.collection} ${permission.action}`;
      const match = existing.find(
        (candidate) =>
          candidate.collection === permission.collection && candidate.action === permission.action && !kept.has(candidate.id),
      );
      if (match) kept.add(match.id);
      const rules = itemFields("permission", permission, target);
      syncItem({
        kind: "permission",
        what,
        path: "/permissions",
        current: match,
        item: permission,
        fields: match
          ? Object.fromEntries(permissionRuleKeys.map((key) => [key, rules[key] ?? (key === "fields" ? ["*"] : null)]))
          : { policy: policyRef, fields: ["*"], permissions: null, validation: null, presets: null, ...rules },
      });
    }
    const unwanted = existing.filter(
      (permission) =>
        !kept.has(permission.id) && (policy.onlyThese || (policy.noPermissionsOn ?? []).includes(permission.collection)),
    );
    for (const permission of unwanted) {
      deleteItem(
        `permission ${policy.public ? "public" : `"${policy.name}"`}: ${permission.collection} ${permission.action}`,
        "/permissions",
        permission,
        policy.onlyThese ? "the policy grants only what the data says" : `the policy may not touch ${permission.collection}`,
      );
    }
  }
  for (const retired of spec.retired.policies) {
    const policy = state.policies.find((candidate) => candidate.name === retired.name);
    if (!policy) continue;
    const access = state.access.filter((row) => row.policy === policy.id);
    changes.push({
      verb: "-",
      what: `policy "${retired.name}"`,
      detail: retired.reason,
      requests: [
        ...(access.length > 0
          ? [/** @type {Request} */ ({ method: "DELETE", path: "/access", body: access.map((row) => row.id) })]
          : []),
        { method: "DELETE", path: "/policies", id: policy.id },
      ],
    });
  }

  // ---- Roles, the policies they hold, and the admin's move into a role made now.
  for (const role of spec.roles) {
    const current = state.roles.find((candidate) => candidate.name === role.name);
    const roleRef = ref.role(role.name);
    syncItem({ kind: "role", what: `role "${role.name}"`, path: "/roles", current, item: role, register: roleRef });
    for (const policyName of role.policies) {
      const policyId = idOf(ref.policy(policyName));
      const held =
        current && state.access.some((row) => row.role === current.id && row.policy === policyId && policyId !== undefined);
      if (held) continue;
      changes.push({
        verb: "+",
        what: `access: role "${role.name}" holds policy "${policyName}"`,
        requests: [{ method: "POST", path: "/access", body: { role: roleRef, policy: ref.policy(policyName) } }],
      });
    }
    if (!current && role.adminJoinsWhenMade && state.admin.role) {
      // The admin keeps every policy its old role gave it, as policies of its own, before it
      // changes role: Directus refuses to leave the instance without an administrator.
      const own = new Set(state.access.filter((row) => row.user === state.admin.id).map((row) => row.policy));
      const fromRole = state.access.filter((row) => row.role === state.admin.role && !own.has(row.policy));
      changes.push({
        verb: "~",
        what: `the admin (user of the admin token) joins role "${role.name}"`,
        detail: "keeping its old role's policies as its own",
        requests: [
          ...fromRole.map(
            (row) =>
              /** @type {Request} */ ({ method: "POST", path: "/access", body: { user: state.admin.id, policy: row.policy } }),
          ),
          { method: "PATCH", path: "/users", id: state.admin.id, body: { role: roleRef } },
        ],
      });
    }
  }

  // ---- Users and their static tokens (a new user is made with its token).
  for (const user of spec.users) {
    const current = state.users.find((candidate) => candidate.email === user.email);
    const token = user.token?.(target);
    if (token === undefined && user.token) notes.push(`user ${user.email}: no token given, its token is left as it is`);
    const fields = { ...itemFields("user", user, target), role: ref.role(user.role) };
    if (!current) {
      changes.push({
        verb: "+",
        what: `user ${user.email}`,
        detail: token === undefined ? undefined : "with its static token",
        requests: [{ method: "POST", path: "/users", body: token === undefined ? fields : { ...fields, token } }],
      });
      continue;
    }
    syncItem({ kind: "user", what: `user ${user.email}`, path: "/users", current, item: user, fields });
    if (token === undefined || state.tokenSignsIn[user.email]) continue;
    changes.push({
      verb: "~",
      what: `user ${user.email}`,
      detail: "static token",
      requests: [{ method: "PATCH", path: "/users", id: current.id, body: { token } }],
    });
  }

  // ---- Default listings.
  for (const preset of spec.presets) {
    const current = state.presets.find((candidate) => candidate.collection === preset.collection);
    syncItem({ kind: "preset", what: `listing of ${preset.collection}`, path: "/presets", current, item: preset });
  }

  // ---- Flows: retired ones first, then each flow and its chain of operations.
  for (const retired of spec.retired.flows) {
    const flow = state.flows.find((candidate) => candidate.name === retired.name);
    // Directus deletes a flow's operations with it.
    if (flow) deleteItem(`flow "${retired.name}"`, "/flows", flow, retired.reason);
  }
  for (const flow of spec.flows) {
    const current = state.flows.find((candidate) => candidate.name === flow.name);
    const flowRef = ref.flow(flow.name);
    syncItem({ kind: "flow", what: `flow "${flow.name}"`, path: "/flows", current, item: flow, register: flowRef });
    const steps = state.operations.filter((operation) => current && operation.flow === current.id);
    if (current?.operation) {
      for (const operation of flow.operations) {
        const existing = steps.find((step) => step.key === operation.key);
        const patch = existing && operation.update?.(existing);
        if (!existing || !patch) continue;
        changes.push({
          verb: "~",
          what: `operation "${operation.key}" of flow "${flow.name}"`,
          detail: Object.keys(patch).join(", "),
          requests: [{ method: "PATCH", path: "/operations", id: existing.id, body: patch }],
        });
      }
      continue;
    }
    // No first step: a new flow, or one an interrupted run left without its chain.
    /** @type {Request[]} */
    const requests = steps.length > 0 ? [{ method: "DELETE", path: "/operations", body: steps.map((step) => step.id) }] : [];
    // Last first, so that each step can name the next.
    const chain = [...flow.operations].reverse();
    chain.forEach((operation, index) => {
      const next = chain[index - 1];
      requests.push({
        method: "POST",
        path: "/operations",
        body: {
          ...itemFields("operation", operation, target),
          flow: flowRef,
          resolve: next ? ref.operation(`${flow.name}/${next.key}`) : null,
        },
        register: ref.operation(`${flow.name}/${operation.key}`),
      });
    });
    const first = flow.operations[0];
    if (first)
      requests.push({
        method: "PATCH",
        path: "/flows",
        id: current?.id ?? flowRef,
        body: { operation: ref.operation(`${flow.name}/${first.key}`) },
      });
    changes.push({
      verb: "+",
      what: `operations of flow "${flow.name}"`,
      detail: flow.operations.map((operation) => operation.key).join(" → "),
      requests,
    });
  }

  // ---- Dashboards, with their panels when made.
  for (const dashboard of spec.dashboards) {
    const current = state.dashboards.find((candidate) => candidate.name === dashboard.name);
    const dashboardRef = ref.dashboard(dashboard.name);
    syncItem({
      kind: "dashboard",
      what: `dashboard "${dashboard.name}"`,
      path: "/dashboards",
      current,
      item: dashboard,
      register: dashboardRef,
    });
    if (current || dashboard.panels.length === 0) continue;
    changes.push({
      verb: "+",
      what: `panels of dashboard "${dashboard.name}"`,
      detail: dashboard.panels.map((panel) => String(panel.name)).join(", "),
      requests: [
        { method: "POST", path: "/panels", body: dashboard.panels.map((panel) => ({ ...panel, dashboard: dashboardRef })) },
      ],
    });
  }

  // ---- Collections' settings (the keys given; the rest is the schema snapshot's).
  for (const collection of spec.collections) {
    const current = state.collections.find((candidate) => candidate.collection === collection.collection);
    if (!current) throw new Error(`the collection ${collection.collection} is missing: apply the schema snapshot first`);
    const meta = atTarget(collection.meta, target);
    const differing = differingKeys(current.meta ?? {}, meta);
    if (differing.length === 0) continue;
    changes.push({
      verb: "~",
      what: `collection ${collection.collection}`,
      detail: differing.join(", "),
      requests: [
        {
          method: "PATCH",
          path: `/collections/${collection.collection}`,
          body: { meta: Object.fromEntries(differing.map((key) => [key, meta[key]])) },
        },
      ],
    });
  }

  // ---- Seeded content: made when missing (with the items nested in it), never changed.
  for (const content of spec.content) {
    const rows = state.content[content.collection] ?? [];
    const present = content.singleton
      ? rows.length > 0
      : rows.some((row) => Object.entries(content.match ?? {}).every(([field, value]) => same(row[field], value)));
    if (present) continue;
    changes.push({
      verb: "+",
      what: content.what,
      requests: [
        content.singleton
          ? { method: "PATCH", path: `/items/${content.collection}`, body: content.item }
          : { method: "POST", path: `/items/${content.collection}`, body: content.item },
      ],
    });
  }

  return { changes, notes };
};

/**
 * A change as one line: `+ policy "Site build"`, `~ settings (auth_login_attempts)`.
 * @param {Change} change
 */
export const describeChange = ({ verb, what, detail }) => `${verb} ${what}${detail ? ` (${detail})` : ""}`;
