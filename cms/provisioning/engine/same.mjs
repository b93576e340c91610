/**
 * Whether two values Directus stores are the same: JSON values compared whatever the order of
 * their objects' keys (a database's JSON column may give them back in another order).
 */

/**
 * @param {unknown} value
 * @returns {unknown}
 */
const canonical = (value) => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(/** @type {Record<string, unknown>} */ (value)[key])]),
    );
  }
  return value === undefined ? null : value;
};

/**
 * @param {unknown} a
 * @param {unknown} b
 */
export const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * A permission's field list as a set: Directus keeps the order it was given, which means nothing.
 * @param {string[] | null | undefined} fields
 */
export const fieldSet = (fields) => [...new Set(fields ?? [])].sort();
