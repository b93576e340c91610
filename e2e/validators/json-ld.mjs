/**
 * Every `<script type="application/ld+json">` of a page, parsed and checked against the
 * schema.org types the site uses (schema-org-types.mjs): `@context` schema.org, a known
 * `@type`, its required properties present, no property the type does not have, each value of
 * the right kind, addresses absolute, and embedded nodes checked the same way.
 */
import { Parser } from "htmlparser2";
import { isAbsoluteUrl } from "./rss-feed.mjs";
import { headlineMaxLength, schemaOrgTypes } from "./schema-org-types.mjs";

/** @typedef {import("./schema-org-types.mjs").ValueKind} ValueKind */

const contexts = new Set(["https://schema.org", "https://schema.org/"]);

/**
 * The text of each JSON-LD script of a page.
 * @param {string} html
 * @returns {string[]}
 */
export const jsonLdScripts = (html) => {
  /** @type {string[]} */
  const scripts = [];
  /** @type {string | undefined} */
  let current;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" && attributes.type?.trim().toLowerCase() === "application/ld+json") current = "";
    },
    ontext(text) {
      if (current !== undefined) current += text;
    },
    onclosetag(name) {
      if (name === "script" && current !== undefined) {
        scripts.push(current);
        current = undefined;
      }
    },
  });
  parser.write(html);
  parser.end();
  return scripts;
};

/** ISO 8601 date and time with a zone, as schema.org's DateTime: 2024-10-15T14:05:00.000Z. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * @param {unknown} value
 * @param {ValueKind} kind
 */
const hasKind = (value, kind) => {
  if (typeof kind === "object")
    return (
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      kind.types.includes(String(/** @type {Record<string, unknown>} */ (value)["@type"]))
    );
  if (typeof value !== "string" || value.trim() === "") return false;
  switch (kind) {
    case "text":
      return true;
    case "url":
      return isAbsoluteUrl(value);
    case "date-time":
      return isoDateTime.test(value) && !Number.isNaN(Date.parse(value));
    case "email":
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    case "country":
      return /^[A-Z]{2}$/.test(value);
  }
};

/** @param {ValueKind} kind */
const describe = (kind) =>
  typeof kind === "object" ? `a ${kind.types.join(" or ")}` : kind === "url" ? "an absolute http(s) address" : `a ${kind}`;

/**
 * The problems of one node (and the nodes inside it), and the types found.
 * @param {unknown} node
 * @param {string} where
 * @param {string[]} problems
 * @param {string[]} types the type of every node met, embedded ones too
 */
const checkNode = (node, where, problems, types) => {
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    problems.push(`${where}: not a JSON object`);
    return;
  }
  const record = /** @type {Record<string, unknown>} */ (node);
  const typeName = record["@type"];
  const type = typeof typeName === "string" ? schemaOrgTypes[typeName] : undefined;
  if (!type) {
    problems.push(`${where}: @type ${JSON.stringify(typeName)} is not one of ${Object.keys(schemaOrgTypes).join(", ")}`);
    return;
  }
  types.push(/** @type {string} */ (typeName));
  for (const property of type.required) {
    if (record[property] === undefined) problems.push(`${where} (${typeName}): the required property ${property} is missing`);
  }
  for (const [property, value] of Object.entries(record)) {
    if (property === "@type" || property === "@context") continue;
    const kinds = type.properties[property];
    if (!kinds) {
      problems.push(`${where} (${typeName}): ${property} is not a property of ${typeName} the site uses`);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      const kind = kinds.find((candidate) => hasKind(item, candidate));
      if (!kind)
        problems.push(
          `${where} (${typeName}): ${property} must be ${kinds.map(describe).join(" or ")}, not ${JSON.stringify(item)}`,
        );
      else if (typeof kind === "object") checkNode(item, `${where} ${property}`, problems, types);
    }
  }
  if (typeName === "BlogPosting") {
    const { headline, datePublished, dateModified } = record;
    if (typeof headline === "string" && headline.length > headlineMaxLength) {
      problems.push(`${where} (BlogPosting): headline longer than ${headlineMaxLength} characters`);
    }
    if (
      typeof datePublished === "string" &&
      typeof dateModified === "string" &&
      Date.parse(dateModified) < Date.parse(datePublished)
    ) {
      problems.push(`${where} (BlogPosting): dateModified ${dateModified} is before datePublished ${datePublished}`);
    }
  }
};

/**
 * @typedef {object} JsonLdReport
 * @property {string[]} types the top-level type of each script, in page order
 * @property {string[]} problems
 */

/**
 * @param {string} html a page
 * @param {string} page its address, for the messages
 * @returns {JsonLdReport}
 */
export const checkPageJsonLd = (html, page) => {
  /** @type {JsonLdReport} */
  const report = { types: [], problems: [] };
  jsonLdScripts(html).forEach((script, index) => {
    const where = `${page} JSON-LD ${index + 1}`;
    /** @type {unknown} */
    let data;
    try {
      data = JSON.parse(script);
    } catch (error) {
      report.problems.push(`${where}: not JSON (${/** @type {Error} */ (error).message})`);
      return;
    }
    const context =
      typeof data === "object" && data !== null ? /** @type {Record<string, unknown>} */ (data)["@context"] : undefined;
    if (typeof context !== "string" || !contexts.has(context))
      report.problems.push(`${where}: @context ${JSON.stringify(context)} is not https://schema.org`);
    /** @type {string[]} */
    const types = [];
    checkNode(data, where, report.problems, types);
    report.types.push(types[0] ?? "(none)");
  });
  return report;
};
