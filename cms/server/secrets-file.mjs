/**
 * Random local secrets kept in a JSON file out of git, readable by its owner only: made on
 * first use, and a secret missing from an older file is added to it, the others kept.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes the file whole: written beside it, then renamed, so a reader never sees half of it.
 * @param {string} file
 * @param {Record<string, unknown>} secrets
 */
export const writeSecretsFile = (file, secrets) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
};

/**
 * The file's secrets, with any of `makers`' names it lacks made now and saved.
 * @template {string} Name
 * @param {string} file
 * @param {Record<Name, () => string>} makers
 * @returns {Record<Name, string> & Record<string, unknown>}
 */
export const keptSecrets = (file, makers) => {
  const existing = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const names = /** @type {Name[]} */ (Object.keys(makers));
  const missing = names.filter((name) => typeof existing[name] !== "string" || existing[name] === "");
  if (missing.length === 0) return existing;
  const secrets = { ...existing };
  for (const name of missing) secrets[name] = makers[name]();
  writeSecretsFile(file, secrets);
  return secrets;
};
