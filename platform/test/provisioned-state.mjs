/**
 * What the provisioning test (provisioning-test.mjs) compares: the rows of the tables the
 * provisioning writes, and a Directus's permissions in a form that two databases can share.
 */
import { directusClient } from "../../cms/server/rest-client.mjs";

/**
 * The tables the provisioning writes, with the columns compared: every column, but the
 * users' bookkeeping of their own sign-ins (last access, last page).
 */
const provisionedTables = {
  directus_permissions: "*",
  directus_policies: "*",
  directus_roles: "*",
  directus_access: "*",
  directus_users: "id, email, first_name, last_name, role, status, token",
  directus_folders: "*",
  directus_flows: "*",
  directus_operations: "*",
  directus_dashboards: "*",
  directus_panels: "*",
  directus_presets: "*",
  directus_settings: "*",
  directus_collections: "*",
  // The menus and site details it seeds (made once, then the editors').
  site_globals: "*",
  navigation_menus: "*",
  navigation_links: "*",
};

/** Each table's key, for a stable order: `id` unless named here. */
const tableKeys = /** @type {Record<string, string>} */ ({ directus_collections: "collection", navigation_menus: "key" });

/**
 * Each provisioned table's rows as JSON text, in a stable order.
 * @param {(sql: string) => string} query runs SQL in the Directus database, resolves with its output
 * @returns {Record<string, string>}
 */
export const provisionedTablesDump = (query) =>
  Object.fromEntries(
    Object.entries(provisionedTables).map(([table, columns]) => {
      const key = tableKeys[table] ?? "id";
      const rows = query(
        `select coalesce(json_agg(t order by t.${key}::text), '[]'::json)::text from (select ${columns} from ${table}) t`,
      );
      return [table, rows];
    }),
  );

/**
 * @typedef {{ policy: string | null, collection: string, action: string, fields: string[] | null, permissions: unknown, validation: unknown, presets: unknown }} PermissionRow
 */

/**
 * Permissions as comparable lines: the policy's name, collection, action, the fields sorted, and
 * the rules as JSON with every id of a policy, role or folder replaced by its name (ids differ
 * from one database to the next).
 * @param {PermissionRow[]} permissions with `policy` as the policy's id
 * @param {Map<string, string>} names id → `policy:Name`, `role:Name`, `folder:Name`
 */
export const normalisePermissions = (permissions, names) => {
  /** @param {unknown} value */
  const named = (value) =>
    JSON.stringify(value ?? null, (_key, item) => (typeof item === "string" && names.has(item) ? names.get(item) : item));
  return permissions
    .filter((permission) => permission.policy !== null)
    .map((permission) =>
      [
        names.get(/** @type {string} */ (permission.policy)) ?? permission.policy,
        permission.collection,
        permission.action,
        [...(permission.fields ?? [])].sort().join(","),
        named(permission.permissions),
        named(permission.validation),
        named(permission.presets),
      ].join(" | "),
    )
    .sort();
};

/**
 * A Directus's permissions as comparable lines (normalisePermissions), read with an admin token.
 * @param {string} url
 * @param {string} token
 */
export const comparablePermissions = async (url, token) => {
  const { api } = directusClient({ url, token });
  /**
   * @param {string} path
   * @returns {Promise<any[]>}
   */
  const get = (path) => api("GET", path);
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const [kind, path] of [
    ["policy", "/policies?limit=-1&fields=id,name"],
    ["role", "/roles?limit=-1&fields=id,name"],
    ["folder", "/folders?limit=-1&fields=id,name"],
  ]) {
    for (const item of await get(/** @type {string} */ (path))) names.set(item.id, `${kind}:${item.name}`);
  }
  return normalisePermissions(
    await get("/permissions?limit=-1&fields=policy,collection,action,fields,permissions,validation,presets"),
    names,
  );
};
