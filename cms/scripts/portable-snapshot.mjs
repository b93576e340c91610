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
 * @typedef {{ fields: SnapshotField[], [part: string]: unknown }} Snapshot
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
 * Writes the snapshot to apply to an installed server database: the committed one (YAML) with
 * the installed columns' types, read from `installedFile` (a `directus schema snapshot` in JSON).
 * @param {{ committedFile: string, installedFile: string, outFile: string }} files
 */
export const writePortableSnapshot = ({ committedFile, installedFile, outFile }) => {
  const committed = /** @type {Snapshot} */ (yaml.load(readFileSync(committedFile, "utf8")));
  const installed = /** @type {Snapshot} */ (JSON.parse(readFileSync(installedFile, "utf8")));
  writeFileSync(outFile, JSON.stringify(withInstalledColumnTypes(committed, installed)));
};
