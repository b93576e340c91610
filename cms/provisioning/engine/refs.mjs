/**
 * References between provisioned items. Ids differ on every Directus (a role made on one
 * database has another id on the next), so the data names what it points at, and the planner
 * and the apply step put in the target's id: the one it has, or the one just made.
 */

/** @typedef {"policy" | "role" | "folder" | "user" | "flow" | "operation" | "dashboard"} RefKind */
/** @typedef {{ $ref: RefKind, name: string }} Ref */

/** The public policy has no name of its own to find it by: Directus marks it by an access row. */
export const publicPolicyName = "$public";

/** @param {RefKind} kind */
const refTo = (kind) => /** @param {string} name @returns {Ref} */ (name) => ({ $ref: kind, name });

export const ref = {
  policy: refTo("policy"),
  role: refTo("role"),
  folder: refTo("folder"),
  user: refTo("user"),
  flow: refTo("flow"),
  /** An operation by its flow's name and its key: `${flow}/${key}`. */
  operation: refTo("operation"),
  dashboard: refTo("dashboard"),
};

/**
 * @param {unknown} value
 * @returns {value is Ref}
 */
export const isRef = (value) =>
  typeof value === "object" &&
  value !== null &&
  typeof (/** @type {Record<string, unknown>} */ (value).$ref) === "string" &&
  typeof (/** @type {Record<string, unknown>} */ (value).name) === "string";

/**
 * The key of a reference in a map of ids.
 * @param {Ref} reference
 */
export const refKey = (reference) => `${reference.$ref}:${reference.name}`;

/** @param {Ref} reference */
export const describeRef = (reference) => `${reference.$ref} "${reference.name}"`;

/**
 * A copy of `value` with every reference replaced by `lookup`'s id. A reference `lookup` does not
 * know stays as it is and is counted in `missing` (the item it names is not on the target yet).
 * @template T
 * @param {T} value
 * @param {(reference: Ref) => string | number | undefined} lookup
 * @returns {{ value: T, missing: Ref[] }}
 */
export const resolveRefs = (value, lookup) => {
  /** @type {Ref[]} */
  const missing = [];
  /** @param {unknown} node @returns {unknown} */
  const walk = (node) => {
    if (isRef(node)) {
      const id = lookup(node);
      if (id === undefined) missing.push(node);
      return id ?? node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === "object" && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return { value: /** @type {T} */ (walk(value)), missing };
};
