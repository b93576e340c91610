/**
 * The committed schema snapshot (cms/schema/snapshot.yaml) is taken from the embedded SQLite
 * database, and a snapshot names each column's type as its database spells it: applied to an
 * installed PostgreSQL database, Directus sees every `varchar` (PostgreSQL's `character
 * varying`), `datetime` and `char(36)` as a change, and altering the `post_body_files.id`
 * primary key then fails. So on a server database, a column that already exists keeps its
 * physical type (data type, length, precision) and everything else comes from the committed
 * snapshot: new collections, fields and relations, and every field's settings. Changing an
 * existing column's type needs a migration of its own, on any database.
 */
import { readFileSync, writeFileSync } from "node:fs";
import yaml from "js-yaml";

/** The column properties that a database spells its own way. */
const physicalKeys = ["data_type", "max_length", "numeric_precision", "numeric_scale"];

/**
 * @typedef {{ collection: string, field: string, schema: Record<string, unknown> | null }} SnapshotField
 * @typedef {{ collection: string, meta?: Record<string, unknown> | null, [key: string]: unknown }} SnapshotCollection
 * @typedef {{ collections?: SnapshotCollection[], fields: SnapshotField[], [part: string]: unknown }} Snapshot
 */

/**
 * The committed snapshot with the physical types of the columns `installed` already has.
 * @param {Snapshot} committed
 * @param {Snapshot} installed
 * @returns {Snapshot}
 */
export const withInstalledColumnTypes = (committed, installed) => {
  const installedFields = new Map(installed.fields.map((field) => [`${field.collection}.${field.field}`, field]));
  return {
    ...committed,
    fields: committed.fields.map((field) => {
      const existing = installedFields.get(`${field.collection}.${field.field}`);
      if (!field.schema || !existing?.schema) return field;
      const physical = Object.fromEntries(physicalKeys.map((key) => [key, existing.schema?.[key] ?? null]));
      return { ...field, schema: { ...field.schema, ...physical } };
    }),
  };
};

/**
 * The snapshot with the collection settings the provisioning keeps (cms/provisioning: the posts'
 * preview URL, which depends on the environment) set to the provisioning's values. The committed
 * snapshot has them as they were where it was taken (null): applied as they are, every start
 * would blank them and the provisioning would set them again.
 * @param {Snapshot} snapshot
 * @param {Record<string, Record<string, unknown>>} metaByCollection
 * @returns {Snapshot}
 */
export const withCollectionMeta = (snapshot, metaByCollection) => ({
  ...snapshot,
  collections: snapshot.collections?.map((collection) => {
    const meta = metaByCollection[collection.collection];
    return meta && collection.meta ? { ...collection, meta: { ...collection.meta, ...meta } } : collection;
  }),
});

/**
 * Writes the snapshot to apply: the committed one (YAML) with the provisioning's collection
 * settings and, on an installed server database, the installed columns' types, read from
 * `installedFile` (a `directus schema snapshot` in JSON).
 * @param {{ committedFile: string, installedFile?: string, collectionMeta: Record<string, Record<string, unknown>>, outFile: string }} files
 */
export const writeSnapshotToApply = ({ committedFile, installedFile, collectionMeta, outFile }) => {
  const committed = /** @type {Snapshot} */ (yaml.load(readFileSync(committedFile, "utf8")));
  const installed = installedFile ? /** @type {Snapshot} */ (JSON.parse(readFileSync(installedFile, "utf8"))) : undefined;
  const portable = installed ? withInstalledColumnTypes(committed, installed) : committed;
  writeFileSync(outFile, JSON.stringify(withCollectionMeta(portable, collectionMeta)));
};
