/**
 * Sorts the Nu HTML Checker's messages into the site's own errors, which must be none, and
 * gatsby-plugin-image's known ones (gatsby-image-markup.mjs), counted by kind.
 */
import { firstStartTag, gatsbyImageErrorKinds } from "./gatsby-image-markup.mjs";

/** @typedef {import("./nu-html-checker.mjs").NuMessage} NuMessage */
/** @typedef {import("./gatsby-image-markup.mjs").CheckedElement} CheckedElement */

/**
 * The offset in `html` of a 1-based line and column, as the checker counts them.
 * @param {string[]} lines
 * @param {number} line
 * @param {number} column
 */
const offsetOf = (lines, line, column) => {
  let offset = 0;
  for (let index = 0; index < line - 1; index += 1) offset += /** @type {string} */ (lines[index]).length + 1;
  return offset + column - 1;
};

/**
 * The element a message points at: the checker marks its start tag, from `firstLine`
 * (`lastLine` when absent) and `firstColumn` to `lastColumn` (its `>`). Undefined when the place
 * is not exactly one start tag, or not the one the checker quotes in its extract: such a message
 * is never taken for gatsby-plugin-image's.
 * @param {string} html
 * @param {NuMessage} message
 * @returns {CheckedElement | undefined}
 */
export const elementOfMessage = (html, message) => {
  const { firstColumn, lastLine, lastColumn, extract, hiliteStart, hiliteLength } = message;
  if (lastLine === undefined || lastColumn === undefined || firstColumn === undefined) return undefined;
  const lines = html.split("\n");
  const start = offsetOf(lines, message.firstLine ?? lastLine, firstColumn);
  const end = offsetOf(lines, lastLine, lastColumn) + 1;
  const source = html.slice(start, end);
  if (!/^<[a-z][^<]*>$/i.test(source)) return undefined;
  if (extract !== undefined && extract.substr(hiliteStart ?? 0, hiliteLength ?? 0) !== source) return undefined;
  const tag = firstStartTag(source);
  return tag && { tag, rest: html.slice(end) };
};

/**
 * @typedef {object} HtmlErrors
 * @property {NuMessage[]} site errors in the site's own markup, and any message about a file the
 *   checker could not check
 * @property {Record<string, number>} gatsbyImage gatsby-plugin-image's known errors, by kind id
 */

/**
 * @param {NuMessage[]} messages
 * @param {(url: string) => string} readHtml the markup of a checked file, from the message's `url`
 * @returns {HtmlErrors}
 */
export const sortNuMessages = (messages, readHtml) => {
  /** @type {HtmlErrors} */
  const errors = { site: [], gatsbyImage: Object.fromEntries(gatsbyImageErrorKinds.map((kind) => [kind.id, 0])) };
  for (const message of messages) {
    const candidates = gatsbyImageErrorKinds.filter((kind) => kind.message === message.message);
    const element =
      message.type === "error" && candidates.length > 0 && message.url
        ? elementOfMessage(readHtml(message.url), message)
        : undefined;
    const kind = element && candidates.find((candidate) => candidate.element === element.tag.name && candidate.matches(element));
    if (kind) errors.gatsbyImage[kind.id] = /** @type {number} */ (errors.gatsbyImage[kind.id]) + 1;
    else errors.site.push(message);
  }
  return errors;
};
