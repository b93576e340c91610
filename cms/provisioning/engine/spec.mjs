/**
 * The shape of the provisioning data (cms/provisioning/*.mjs), and how its parts make one whole.
 *
 * Each item names how the provisioning treats it once it exists on a Directus:
 * - by default it is kept as written: a change made in the app is undone by the next run;
 * - `once: true`: made when missing, then left to editors and admins (a paused flow stays
 *   paused, a widened permission stays wide); its optional `update(current)` says what the
 *   provisioning still changes in it (e.g. a script nobody has edited gets its newer version).
 *
 * A field's value may be a function of the target (`(target) => value`) where it truly depends
 * on the Directus being provisioned: a token or a URL from the environment, or the target's own
 * fields. Tokens never appear in the data: only functions that read them from the target.
 */

/**
 * What the data may read of the Directus being provisioned.
 * @typedef {{ collection: string, field: string, schema: { is_primary_key: boolean } | null, meta: { special: string[] | null } | null }} FieldInfo
 * @typedef {{
 *   tokens: { build?: string, forms?: string, preview?: string, buildService?: string },
 *   previewSiteUrl: string,
 *   fields: FieldInfo[],
 * }} Target
 */

/**
 * @template T
 * @typedef {T | ((target: Target) => T)} AtTarget
 */

/**
 * What the provisioning still changes in an existing `once` item: the fields to set, or
 * undefined to leave it. Given the item as the target has it.
 * @typedef {(current: Record<string, any>) => Record<string, unknown> | undefined} UpdateRule
 */

/**
 * A permission of a policy, identified by its collection and action (one per pair).
 * Defaults: every field, every item, no validation, no presets.
 * @typedef {{
 *   collection: string,
 *   action: "create" | "read" | "update" | "delete" | "share",
 *   fields?: AtTarget<string[]>,
 *   permissions?: object | null,
 *   validation?: object | null,
 *   presets?: object | null,
 *   once?: boolean,
 * }} PermissionSpec
 */

/**
 * A policy, identified by its name, or the public policy (`public: true`), which Directus makes.
 * `onlyThese`: every other permission of the policy is deleted. `noPermissionsOn`: collections
 * on which the policy must have no permission at all.
 * @typedef {{
 *   name: string,
 *   public?: boolean,
 *   once?: boolean,
 *   update?: UpdateRule,
 *   permissions?: PermissionSpec[],
 *   onlyThese?: boolean,
 *   noPermissionsOn?: string[],
 *   [field: string]: unknown,
 * }} PolicySpec
 */

/**
 * A role, identified by its name, holding `policies` (names; access rows are added, never
 * removed). `adminJoinsWhenMade`: the user of the admin token moves into it when the role is made.
 * @typedef {{
 *   name: string,
 *   policies: string[],
 *   once?: boolean,
 *   update?: UpdateRule,
 *   adminJoinsWhenMade?: boolean,
 *   [field: string]: unknown,
 * }} RoleSpec
 */

/**
 * A user, identified by its e-mail address, with the static token `token(target)` returns (none
 * given: the token is left as it is). `role` is a role's name.
 * @typedef {{
 *   email: string,
 *   role: string,
 *   token?: (target: Target) => string | undefined,
 *   once?: boolean,
 *   update?: UpdateRule,
 *   [field: string]: unknown,
 * }} UserSpec
 */

/**
 * One step of a flow; the steps run in the order given, each on success of the one before.
 * @typedef {{ key: string, name: string, type: string, position_x: number, position_y: number, options: object, update?: UpdateRule }} OperationSpec
 */

/**
 * A flow, identified by its name. Its operations are made with it (and again if it lost them).
 * @typedef {{ name: string, once?: boolean, update?: UpdateRule, operations: OperationSpec[], [field: string]: unknown }} FlowSpec
 */

/**
 * An Insights dashboard, identified by its name; its panels are made with it.
 * @typedef {{ name: string, once?: boolean, update?: UpdateRule, panels: Record<string, unknown>[], [field: string]: unknown }} DashboardSpec
 */

/**
 * A collection's default listing for everybody (no user, role or bookmark), by collection.
 * @typedef {{ collection: string, once?: boolean, update?: UpdateRule, [field: string]: unknown }} PresetSpec
 */

/**
 * One field of the settings singleton; `once`: set only while it is empty (null or an empty list).
 * @typedef {{ field: string, value: AtTarget<unknown>, once?: boolean }} SettingSpec
 */

/**
 * Keys of a collection's `meta` kept as written (other keys are left alone).
 * @typedef {{ collection: string, meta: AtTarget<Record<string, unknown>> }} CollectionSpec
 */

/** @typedef {{ name: string }} FolderSpec */

/**
 * Content the site needs from its first start (its menus and site details), as the site showed
 * it before editors took it over: made when the target lacks it, then left to editors, whose
 * changes no run undoes; an item deleted from a collection is made again (a singleton never
 * loses its row). `item` is the Directus payload, related items nested in it (Directus makes
 * them in the same transaction). A singleton's item is found by the singleton having a row;
 * any other item by `match`, fields of the item that identify it (its primary key).
 * @typedef {{ collection: string, what: string, item: Record<string, unknown>, singleton?: boolean, match?: Record<string, string | number> }} ContentSpec
 */

/**
 * Items that must not exist (any more), by name, each with the reason it went.
 * @typedef {{ name: string, reason: string }} Retired
 */

/**
 * One subject's data (a file of cms/provisioning); every list is optional.
 * @typedef {{
 *   folders?: FolderSpec[],
 *   policies?: PolicySpec[],
 *   roles?: RoleSpec[],
 *   users?: UserSpec[],
 *   presets?: PresetSpec[],
 *   flows?: FlowSpec[],
 *   dashboards?: DashboardSpec[],
 *   settings?: SettingSpec[],
 *   collections?: CollectionSpec[],
 *   content?: ContentSpec[],
 *   retired?: { flows?: Retired[], policies?: Retired[] },
 * }} Part
 */

/**
 * Every part together.
 * @typedef {{
 *   folders: FolderSpec[],
 *   policies: PolicySpec[],
 *   roles: RoleSpec[],
 *   users: UserSpec[],
 *   presets: PresetSpec[],
 *   flows: FlowSpec[],
 *   dashboards: DashboardSpec[],
 *   settings: SettingSpec[],
 *   collections: CollectionSpec[],
 *   content: ContentSpec[],
 *   retired: { flows: Retired[], policies: Retired[] },
 * }} Spec
 */

/**
 * The value of a field for `target`.
 * @template T
 * @param {AtTarget<T>} value
 * @param {Target} target
 * @returns {T}
 */
export const atTarget = (value, target) =>
  typeof value === "function" ? /** @type {(target: Target) => T} */ (value)(target) : value;

/**
 * What identifies seeded content: its collection, and its `match` unless it is a singleton.
 * @param {ContentSpec} content
 */
export const contentKey = (content) =>
  content.singleton ? content.collection : `${content.collection} ${JSON.stringify(content.match ?? {})}`;

/**
 * @template T
 * @param {T[]} items
 * @param {(item: T) => string} identity
 * @param {string} what
 */
const refuseDuplicates = (items, identity, what) => {
  const seen = new Set();
  for (const item of items) {
    const key = identity(item);
    if (seen.has(key)) throw new Error(`provisioning data: ${what} ${key} is described twice`);
    seen.add(key);
  }
};

/**
 * The parts as one spec; an item described by two parts is a mistake in the data.
 * @param {Part[]} parts
 * @returns {Spec}
 */
export const mergeParts = (parts) => {
  /** @type {Spec} */
  const spec = {
    folders: parts.flatMap((part) => part.folders ?? []),
    policies: parts.flatMap((part) => part.policies ?? []),
    roles: parts.flatMap((part) => part.roles ?? []),
    users: parts.flatMap((part) => part.users ?? []),
    presets: parts.flatMap((part) => part.presets ?? []),
    flows: parts.flatMap((part) => part.flows ?? []),
    dashboards: parts.flatMap((part) => part.dashboards ?? []),
    settings: parts.flatMap((part) => part.settings ?? []),
    collections: parts.flatMap((part) => part.collections ?? []),
    content: parts.flatMap((part) => part.content ?? []),
    retired: {
      flows: parts.flatMap((part) => part.retired?.flows ?? []),
      policies: parts.flatMap((part) => part.retired?.policies ?? []),
    },
  };
  refuseDuplicates(spec.folders, (folder) => `"${folder.name}"`, "the folder");
  refuseDuplicates(spec.policies, (policy) => (policy.public ? "public" : `"${policy.name}"`), "the policy");
  for (const policy of spec.policies) {
    refuseDuplicates(
      policy.permissions ?? [],
      (permission) => `${policy.name}: ${permission.collection} ${permission.action}`,
      "the permission",
    );
  }
  refuseDuplicates(spec.roles, (role) => `"${role.name}"`, "the role");
  refuseDuplicates(spec.users, (user) => user.email, "the user");
  refuseDuplicates(spec.presets, (preset) => preset.collection, "the listing of");
  refuseDuplicates(spec.flows, (flow) => `"${flow.name}"`, "the flow");
  refuseDuplicates(spec.dashboards, (dashboard) => `"${dashboard.name}"`, "the dashboard");
  refuseDuplicates(spec.settings, (setting) => setting.field, "the setting");
  refuseDuplicates(spec.collections, (collection) => collection.collection, "the collection");
  refuseDuplicates(spec.content, contentKey, "the content");
  return spec;
};
