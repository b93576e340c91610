/**
 * What a Directus has of what the provisioning describes, read through its REST API with an
 * admin token: the input of the planner (plan.mjs). Only reads.
 */
import { directusClient, query } from "../../server/rest-client.mjs";
import { publicPolicyName, ref, refKey } from "./refs.mjs";

/**
 * An item as Directus answers it.
 * @typedef {Record<string, any> & { id: string | number }} Item
 */

/**
 * @typedef {{
 *   publicPolicy: string | undefined,
 *   admin: { id: string, role: string | null },
 *   policies: Item[],
 *   permissions: Item[],
 *   roles: Item[],
 *   access: Item[],
 *   users: Item[],
 *   folders: Item[],
 *   flows: Item[],
 *   operations: Item[],
 *   dashboards: Item[],
 *   presets: Item[],
 *   settings: Record<string, unknown>,
 *   collections: { collection: string, meta: Record<string, unknown> | null }[],
 *   fields: import("./spec.mjs").FieldInfo[],
 *   content: Record<string, Item[]>,
 *   tokenSignsIn: Record<string, boolean>,
 * }} State
 * `content`: by collection, the rows of the collections the seeded content goes into (a
 * singleton's one row, if it has it), with the fields that identify the seeded items.
 * `tokenSignsIn`: by e-mail, whether the token the data wants for a user signs in as that user
 * (filled in by withTokenChecks, once the target's values give the tokens).
 */

/**
 * Whether `token` signs in as the user `userId`. Directus never gives a static token back (it
 * answers "**********"), so the provisioning tells whether a user has the wanted token by using
 * it: /users/me answers with the id of the token's user (only the id when its role may not read
 * users, like the site's token users), and 401 for a token nobody has.
 * @param {string} url
 * @param {string | number} userId
 * @param {string} token
 */
const tokenSignsIn = async (url, userId, token) => {
  const response = await directusClient({ url, token }).send("GET", `/users/me${query({ fields: "id" })}`);
  if (!response.ok) return false;
  const { data } = /** @type {{ data?: { id?: string } }} */ (await response.json());
  return data?.id === userId;
};

/**
 * The rows of each collection the seeded content goes into: a singleton's row when it has one
 * (Directus answers a singleton without a row with its defaults and a null primary key), else
 * every row, with the fields the content is matched by.
 * @param {import("../../server/rest-client.mjs").RestCall} api an admin's
 * @param {import("./spec.mjs").ContentSpec[]} content
 * @param {import("./spec.mjs").FieldInfo[]} fields the target's
 * @returns {Promise<Record<string, Item[]>>}
 */
const readContentRows = async (api, content, fields) => {
  const collections = [...new Set(content.map((item) => item.collection))];
  const rows = await Promise.all(
    collections.map(async (collection) => {
      const primaryKey = fields.find((field) => field.collection === collection && field.schema?.is_primary_key)?.field;
      if (!primaryKey) throw new Error(`the collection ${collection} is missing: apply the schema snapshot first`);
      if (content.some((item) => item.collection === collection && item.singleton)) {
        const row = await api("GET", `/items/${collection}${query({ fields: primaryKey })}`);
        return row?.[primaryKey] === null || row?.[primaryKey] === undefined ? [] : [{ ...row, id: row[primaryKey] }];
      }
      const matched = new Set([primaryKey, ...content.flatMap((item) => Object.keys(item.match ?? {}))]);
      /** @type {Record<string, any>[]} */
      const found = await api("GET", `/items/${collection}${query({ fields: [...matched].join(","), limit: "-1" })}`);
      return found.map((row) => ({ ...row, id: row[primaryKey] }));
    }),
  );
  return Object.fromEntries(collections.map((collection, index) => [collection, rows[index] ?? []]));
};

/**
 * Reads the target's state.
 * @param {import("../../server/rest-client.mjs").DirectusClient} client an admin's
 * @param {string[]} emails the users the data describes
 * @param {import("./spec.mjs").ContentSpec[]} [content] the content the data seeds
 * @returns {Promise<State>}
 */
export const readState = async ({ api }, emails, content = []) => {
  /**
   * Every item of a collection endpoint.
   * @param {string} path
   * @param {Record<string, string>} [params]
   * @returns {Promise<Item[]>}
   */
  const all = (path, params = {}) => api("GET", `${path}${query({ limit: "-1", fields: "*", ...params })}`);
  const globalListings = { filter: JSON.stringify({ user: { _null: true }, role: { _null: true }, bookmark: { _null: true } }) };
  const [policies, permissions, roles, access, folders, flows, operations, dashboards, presets, users, admin, settings] =
    await Promise.all([
      all("/policies", { fields: "id,name,icon,description,app_access,admin_access,enforce_tfa,ip_access" }),
      all("/permissions", { fields: "id,policy,collection,action,fields,permissions,validation,presets" }),
      all("/roles", { fields: "id,name,icon,description,parent" }),
      all("/access", { fields: "id,role,user,policy" }),
      all("/folders"),
      all("/flows", { fields: "id,name,icon,color,description,status,trigger,accountability,options,operation" }),
      all("/operations"),
      all("/dashboards", { fields: "id,name,icon,color,note" }),
      all("/presets", globalListings),
      all("/users", {
        fields: "id,email,first_name,last_name,role,status",
        filter: JSON.stringify({ email: { _in: emails.length > 0 ? emails : ["-"] } }),
      }),
      api("GET", `/users/me${query({ fields: "id,role" })}`),
      api("GET", "/settings"),
    ]);
  const collections = /** @type {{ collection: string, meta: Record<string, unknown> | null }[]} */ (
    await api("GET", "/collections")
  ).map(({ collection, meta }) => ({ collection, meta }));
  const fields = /** @type {import("./spec.mjs").FieldInfo[]} */ (await api("GET", "/fields"));
  const contentRows = await readContentRows(api, content, fields);
  return {
    // Directus's own public policy: the one given to nobody (an access row without role or user).
    publicPolicy: access.find((row) => row.role === null && row.user === null)?.policy,
    admin: { id: admin.id, role: admin.role ?? null },
    // Directus lists the app's built-in minimal permissions too, without a policy: not rows.
    policies,
    permissions: permissions.filter((permission) => permission.policy !== null),
    roles,
    access,
    users,
    folders,
    flows,
    operations,
    dashboards,
    presets,
    settings,
    collections,
    fields,
    content: contentRows,
    tokenSignsIn: {},
  };
};

/**
 * The state with, for each user and token, whether the token signs in as that user.
 * @param {State} state
 * @param {string} url the Directus
 * @param {{ email: string, token: string }[]} tokens
 * @returns {Promise<State>}
 */
export const withTokenChecks = async (state, url, tokens) => {
  const signsIn = await Promise.all(
    tokens.map(({ email, token }) => {
      const user = state.users.find((candidate) => candidate.email === email);
      return user ? tokenSignsIn(url, user.id, token) : false;
    }),
  );
  return { ...state, tokenSignsIn: Object.fromEntries(tokens.map(({ email }, index) => [email, signsIn[index] === true])) };
};

/**
 * The ids of the items the data can refer to (refs.mjs), by reference key, as the target has them.
 * @param {State} state
 * @returns {Map<string, string | number>}
 */
export const idsIn = (state) => {
  /** @type {Map<string, string | number>} */
  const ids = new Map();
  /** @param {import("./refs.mjs").Ref} reference @param {string | number} id */
  const set = (reference, id) => ids.set(refKey(reference), id);
  if (state.publicPolicy) set(ref.policy(publicPolicyName), state.publicPolicy);
  for (const policy of state.policies) if (policy.name !== null) set(ref.policy(policy.name), policy.id);
  for (const role of state.roles) set(ref.role(role.name), role.id);
  for (const folder of state.folders) set(ref.folder(folder.name), folder.id);
  for (const user of state.users) set(ref.user(user.email), user.id);
  for (const flow of state.flows) set(ref.flow(flow.name), flow.id);
  for (const dashboard of state.dashboards) set(ref.dashboard(dashboard.name), dashboard.id);
  return ids;
};
