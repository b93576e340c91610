/**
 * Quoting for values written into nginx configuration. nginx reads `$name` inside any string
 * as a variable and has no escape for it, so a value holding `$` is refused rather than
 * silently changed; so are line breaks and other control characters.
 */

/**
 * A double-quoted nginx string.
 * @param {string} value
 * @param {string} what what the value is, for the error
 * @returns {string}
 */
export const quote = (value, what) => {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f$]/.test(value)) {
    throw new Error(`${what} ${JSON.stringify(value)} cannot be written into nginx's configuration ($ or a control character)`);
  }
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
};

/**
 * A double-quoted regular expression for a location or a map key. nginx does not read
 * variables in those, so `$` (an anchor) is allowed; control characters are not.
 * @param {string} pattern
 * @param {string} what what the pattern is, for the error
 * @returns {string}
 */
export const quoteRegex = (pattern, what) => {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(pattern)) throw new Error(`${what} ${JSON.stringify(pattern)} holds a control character`);
  return `"${pattern.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
};

/**
 * A regular expression matching `text` literally (PCRE, as nginx uses).
 * @param {string} text
 */
export const regexLiteral = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A request path as nginx compares it: percent-decoded (nginx matches locations and `$uri`
 * against the decoded path). A path that is not valid percent-encoding is kept as it is.
 * @param {string} path
 */
export const decodedPath = (path) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
