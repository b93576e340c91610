/**
 * A Directus in memory for the provisioning's unit tests: the REST calls the apply step makes
 * (POST, PATCH, DELETE on the collections it provisions, the settings singleton, a collection's
 * meta), and the state the planner reads, as read-state.mjs would read it from a real one.
 */
import { type State } from "../../provisioning/engine/read-state.mjs";

type Row = Record<string, unknown> & { id: string | number };

const collections = [
  "folders",
  "policies",
  "permissions",
  "roles",
  "access",
  "users",
  "flows",
  "operations",
  "dashboards",
  "panels",
  "presets",
] as const;
type Collection = (typeof collections)[number];

export interface FakeDirectus {
  rows: Record<Collection, Row[]>;
  /** Items of content collections (/items/<collection>), as posted: a singleton's one row when it has it. */
  items: Record<string, Record<string, unknown>[]>;
  settings: Record<string, unknown>;
  collectionMeta: Record<string, Record<string, unknown>>;
  /** Every request the apply step sent, as `METHOD path`. */
  requests: string[];
  api: (method: string, path: string, body?: unknown) => Promise<unknown>;
  /** What read-state.mjs would read, with the token checks for `tokens` (by e-mail). */
  state: (tokens?: Record<string, string | undefined>) => State;
  /** Adds a row as if made in the app; resolves with it. */
  add: (collection: Collection, row: Record<string, unknown>) => Row;
}

/**
 * A freshly bootstrapped Directus: the public and Administrator policies, the Administrator role
 * and its admin, and the schema's collections (with their meta) and fields.
 */
export const fakeDirectus = ({
  fields = [],
  collectionNames = [
    "posts",
    "pages",
    "categories",
    "subscriptions",
    "outreach_enquiries",
    "requirements_submissions",
    "site_builds",
  ],
}: {
  fields?: State["fields"];
  collectionNames?: string[];
} = {}): FakeDirectus => {
  let nextId = 1;
  const newId = (collection: Collection) =>
    collection === "permissions" || collection === "presets" || collection === "panels" ? nextId++ : `uuid-${nextId++}`;
  const rows = Object.fromEntries(collections.map((name) => [name, [] as Row[]])) as Record<Collection, Row[]>;
  const add = (collection: Collection, row: Record<string, unknown>): Row => {
    const made = { ...row, id: newId(collection) } as Row;
    rows[collection].push(made);
    return made;
  };
  const publicPolicy = add("policies", { name: "$t:public_label", icon: "public", app_access: false, admin_access: false });
  add("access", { role: null, user: null, policy: publicPolicy.id });
  const adminPolicy = add("policies", { name: "Administrator", icon: "verified", app_access: true, admin_access: true });
  const adminRole = add("roles", { name: "Administrator", icon: "verified", description: null, parent: null });
  add("access", { role: adminRole.id, user: null, policy: adminPolicy.id });
  const admin = add("users", {
    email: "admin@example.com",
    first_name: "Admin",
    last_name: "User",
    role: adminRole.id,
    status: "active",
  });
  const settings: Record<string, unknown> = { auth_login_attempts: 25, module_bar: null, visual_editor_urls: null };
  const collectionMeta = Object.fromEntries(collectionNames.map((name) => [name, { collection: name, preview_url: null }]));
  const requests: string[] = [];
  const items: Record<string, Record<string, unknown>[]> = {};

  /** POST adds an item; PATCH of a collection without an id is a singleton's upsert, as Directus does it. */
  const itemsApi = (method: string, collection: string, body: unknown) => {
    const stored = (items[collection] ??= []);
    const item = body as Record<string, unknown>;
    if (method === "POST") stored.push(item);
    else if (method === "PATCH" && stored[0]) Object.assign(stored[0], item);
    else if (method === "PATCH") stored.push(item);
    else throw new Error(`the fake Directus does not answer ${method} /items/${collection}`);
    return item;
  };

  const collectionOf = (path: string) => {
    const name = path.split("/")[1] as Collection;
    if (!collections.includes(name)) throw new Error(`the fake Directus has no ${path}`);
    return name;
  };
  const find = (collection: Collection, id: string) => {
    const row = rows[collection].find((candidate) => String(candidate.id) === id);
    if (!row) throw new Error(`${collection}/${id} does not exist`);
    return row;
  };
  const remove = (collection: Collection, ids: (string | number)[]) => {
    const gone = new Set(ids.map(String));
    rows[collection] = rows[collection].filter((row) => !gone.has(String(row.id)));
    // As the database's foreign keys do: a flow's operations and a policy's access and permissions go with it.
    if (collection === "flows") rows.operations = rows.operations.filter((row) => !gone.has(String(row.flow)));
    if (collection === "policies") {
      rows.access = rows.access.filter((row) => !gone.has(String(row.policy)));
      rows.permissions = rows.permissions.filter((row) => !gone.has(String(row.policy)));
    }
  };

  const api = async (method: string, path: string, body?: unknown) => {
    requests.push(`${method} ${path}`);
    if (path === "/settings" && method === "PATCH") return Object.assign(settings, body);
    const collectionPath = /^\/collections\/([a-z_]+)$/.exec(path);
    if (collectionPath && method === "PATCH") {
      const name = collectionPath[1] as string;
      Object.assign(collectionMeta[name] ?? {}, (body as { meta: Record<string, unknown> }).meta);
      return { collection: name, meta: collectionMeta[name] };
    }
    const itemsPath = /^\/items\/([a-z_]+)$/.exec(path);
    if (itemsPath) return itemsApi(method, itemsPath[1] as string, body);
    const [, , id] = path.split("/");
    const collection = collectionOf(path);
    if (method === "POST") {
      if (Array.isArray(body)) return body.map((item) => add(collection, item as Record<string, unknown>));
      return add(collection, body as Record<string, unknown>);
    }
    if (method === "PATCH" && id) return Object.assign(find(collection, id), body);
    if (method === "DELETE") {
      remove(collection, id ? [id] : (body as (string | number)[]));
      return null;
    }
    throw new Error(`the fake Directus does not answer ${method} ${path}`);
  };

  const state = (tokens: Record<string, string | undefined> = {}): State => ({
    publicPolicy: rows.access.find((row) => row.role === null && row.user === null)?.policy as string | undefined,
    admin: { id: String(admin.id), role: (admin.role as string | null) ?? null },
    policies: rows.policies.map((row) => ({ ...row })),
    permissions: rows.permissions.map((row) => ({ ...row })),
    roles: rows.roles.map((row) => ({ ...row })),
    access: rows.access.map((row) => ({ ...row })),
    users: rows.users.map(({ token: _token, ...row }) => ({ ...row })),
    folders: rows.folders.map((row) => ({ ...row })),
    flows: rows.flows.map((row) => ({ ...row })),
    operations: rows.operations.map((row) => ({ ...row })),
    dashboards: rows.dashboards.map((row) => ({ ...row })),
    presets: rows.presets.filter((row) => !row.user && !row.role && !row.bookmark).map((row) => ({ ...row })),
    settings: { ...settings },
    collections: Object.entries(collectionMeta).map(([collection, meta]) => ({ collection, meta: { ...meta } })),
    fields,
    content: Object.fromEntries(
      Object.entries(items).map(([collection, stored]) => [
        collection,
        stored.map((item, index) => ({ ...item, id: index + 1 })),
      ]),
    ),
    tokenSignsIn: Object.fromEntries(
      Object.entries(tokens).map(([email, token]) => [
        email,
        token !== undefined && rows.users.some((row) => row.email === email && row.token === token),
      ]),
    ),
  });

  return { rows, items, settings, collectionMeta, requests, api, state, add };
};
