/**
 * A Babel plugin for gatsby-plugin-image's own code (the renderer's and the browser's builds).
 *
 * A constrained image keeps its box with a "sizer": an empty SVG drawn by
 *
 *     <img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;...">
 *
 * HTML forbids a `role` on an `img` whose `alt` is empty (the W3C checker's "An img element with
 * a role attribute must not have an alt attribute whose value is the empty string"): `alt=""`
 * already makes the image presentational, and `aria-hidden` hides it from assistive technology.
 * So the role is redundant, and this plugin removes it, in the two forms the package writes the
 * sizer: React props (`{ alt: "", role: "presentation", "aria-hidden": "true", ... }`) and the
 * HTML string of `getSizer` (used when the browser renders an image). Nothing else changes.
 *
 * It finds the code by its shape, not by minified names. The loader fails the build when a file
 * mentions the role but the plugin found no sizer, rather than silently shipping it again.
 */

const SIZER_HTML = '<img alt="" role="presentation" aria-hidden="true"';
const SIZER_HTML_WITHOUT_ROLE = '<img alt="" aria-hidden="true"';

/**
 * @param {import("@babel/types").ObjectExpression["properties"][number]} property
 * @returns {string | undefined} the key's name, for a plain `key: value` property
 */
const keyName = (property) => {
  if (property.type !== "ObjectProperty" || property.computed) return undefined;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "StringLiteral") return property.key.value;
  return undefined;
};

/**
 * @param {import("@babel/types").ObjectExpression} object
 * @param {string} name
 * @returns {unknown} the literal value of property `name`, or undefined
 */
const literalValue = (object, name) => {
  const property = object.properties.find((candidate) => keyName(candidate) === name);
  if (property?.type !== "ObjectProperty") return undefined;
  const { value } = property;
  if (value.type === "StringLiteral" || value.type === "BooleanLiteral") return value.value;
  // Minifiers write `true` as `!0`.
  if (value.type === "UnaryExpression" && value.operator === "!" && value.argument.type === "NumericLiteral") {
    return !value.argument.value;
  }
  return undefined;
};

/**
 * Whether `object` holds the sizer's props: an empty alt, hidden, and the presentation role.
 * @param {import("@babel/types").ObjectExpression} object
 */
const isSizerProps = (object) =>
  literalValue(object, "alt") === "" &&
  literalValue(object, "role") === "presentation" &&
  ["true", true].includes(/** @type {string | boolean} */ (literalValue(object, "aria-hidden")));

/**
 * Whether code mentions the presentation role as the sizer writes it: a string "presentation"
 * (the props) or role="presentation" (the HTML). Names like `presentationWidth` do not count.
 * @param {string} code
 */
const mentionsPresentationRole = (code) => /["'`]presentation["'`]|role=\\?["']presentation/.test(code);

/**
 * @param {typeof import("@babel/core")} babel
 * @returns {import("@babel/core").PluginObj<{ removed: number }>}
 */
module.exports = function dropSizerRole({ types: t }) {
  return {
    name: "drop-sizer-role",
    pre() {
      this.removed = 0;
    },
    visitor: {
      ObjectExpression(path) {
        if (!isSizerProps(path.node)) return;
        path.node.properties = path.node.properties.filter((property) => keyName(property) !== "role");
        this.removed += 1;
      },
      StringLiteral(path) {
        if (!path.node.value.includes(SIZER_HTML)) return;
        path.replaceWith(t.stringLiteral(path.node.value.replaceAll(SIZER_HTML, SIZER_HTML_WITHOUT_ROLE)));
        path.skip();
        this.removed += 1;
      },
      TemplateElement(path) {
        const { raw, cooked } = path.node.value;
        if (!raw.includes(SIZER_HTML)) return;
        path.node.value = {
          raw: raw.replaceAll(SIZER_HTML, SIZER_HTML_WITHOUT_ROLE),
          cooked: cooked?.replaceAll(SIZER_HTML, SIZER_HTML_WITHOUT_ROLE),
        };
        this.removed += 1;
      },
    },
    post(file) {
      Object.assign(file.metadata, { sizerRolesRemoved: this.removed });
    },
  };
};

module.exports.mentionsPresentationRole = mentionsPresentationRole;
