/**
 * The code of a flow's "Run Script" step made from a function of this folder (lead-notice.mjs,
 * build-failure-notice.mjs): Directus runs it in its script sandbox, so the function must be
 * self-contained (no imports, no helpers outside it). The code's first line carries a hash of
 * the rest, so the provisioning can tell an unedited copy, which gets newer versions, from an
 * editor's version, which it keeps.
 */
import { createHash } from "node:crypto";

/** @param {string} body */
const versionOf = (body) => createHash("sha256").update(body).digest("hex").slice(0, 12);

/**
 * The step's code for `fn`, made by `source` (its path, e.g. `cms/provisioning/lead-notice.mjs`).
 * Directus fills in `{{ ... }}` templates in every option of a step, its code too, so the code
 * must hold no double braces.
 * @param {Function} fn
 * @param {string} source
 */
export const flowScript = (fn, source) => {
  const body = `module.exports = ${fn.toString()};\n`;
  if (/\{\{|\}\}/.test(body)) throw new Error(`${source}: the Run Script code must not contain double braces`);
  return `// Made by ${source}, version ${versionOf(body)}. The provisioning updates it while nobody has edited it.\n${body}`;
};

/**
 * Whether `code` is a copy of some version of a flowScript whose first line `header` matches
 * (its first group: the version), that nobody has edited.
 * @param {unknown} code
 * @param {RegExp} header
 */
export const isUneditedFlowScript = (code, header) => {
  if (typeof code !== "string") return false;
  const match = header.exec(code);
  return match !== null && versionOf(code.slice(match[0].length)) === match[1];
};

/**
 * The `update` rule of a Run Script step: a newer version of the code replaces an unedited
 * copy; an editor's version stays.
 * @param {() => string} script the step's current code (e.g. leadNoticeScript)
 * @param {(code: unknown) => boolean} isUnedited whether a stored code is an unedited copy
 * @returns {import("./engine/spec.mjs").UpdateRule}
 */
export const updateUneditedScript = (script, isUnedited) => (current) => {
  const code = script();
  return current.options?.code !== code && isUnedited(current.options?.code)
    ? { options: { ...current.options, code } }
    : undefined;
};
