/**
 * The errors the Nu HTML Checker finds in markup that gatsby-plugin-image writes and that no
 * option of the plugin and no renderer change of ours removes, and how to tell them from the
 * site's own errors of the same kind.
 *
 * They all come from the plugin's lazy loading: before the page's scripts run, a lazy image keeps
 * its addresses in `data-src` and `data-srcset`, and its `<picture>`'s `<source>`s in
 * `data-srcset`; the plugin's inline script (and then the hydrated component) moves them to `src`
 * and `srcset`. The `<noscript>` copy beside each image carries them from the start, and the
 * checker finds no error in it. Changing this would change when every lazy image loads, which is
 * the plugin's design and not this check's business.
 *
 * A message counts as the plugin's only when its text is exactly one of the kinds below AND the
 * element the checker points at is that plugin's lazy markup: an `img` with the plugin's own
 * `data-gatsby-image-ssr` and `data-main-image` markers and a `data-src` but no `src`, or a
 * `source` with `data-srcset` but no `srcset` inside a `<picture>` whose image is such an
 * `img`. The site's own `img` or `source` with the same error has none of those markers, so it
 * stays an error of the site.
 */
import { Parser } from "htmlparser2";

/**
 * @typedef {object} StartTag
 * @property {string} name lower case
 * @property {Record<string, string>} attributes names in lower case
 */

/**
 * The first start tag in `html`, if any.
 * @param {string} html
 * @returns {StartTag | undefined}
 */
export const firstStartTag = (html) => {
  /** @type {StartTag | undefined} */
  let tag;
  const parser = new Parser({
    onopentag(name, attributes) {
      tag ??= { name, attributes };
    },
  });
  parser.write(html);
  parser.end();
  return tag;
};

/**
 * Every start tag named `name` in `html`.
 * @param {string} html
 * @param {string} name
 * @returns {Record<string, string>[]} their attributes
 */
const startTagsNamed = (html, name) => {
  /** @type {Record<string, string>[]} */
  const found = [];
  const parser = new Parser({
    onopentag(tagName, attributes) {
      if (tagName === name) found.push(attributes);
    },
  });
  parser.write(html);
  parser.end();
  return found;
};

/** @param {Record<string, string>} attributes */
const has = (attributes, /** @type {string} */ name) => Object.hasOwn(attributes, name);

/**
 * gatsby-plugin-image's main image before its script ran: its markers, and its address only in
 * `data-src`.
 * @param {Record<string, string>} attributes
 */
export const isLazyMainImage = (attributes) =>
  has(attributes, "data-gatsby-image-ssr") &&
  has(attributes, "data-main-image") &&
  has(attributes, "data-src") &&
  !has(attributes, "src") &&
  !has(attributes, "srcset");

/**
 * A `<source>` whose candidates wait in `data-srcset`.
 * @param {Record<string, string>} attributes
 */
const isLazySource = (attributes) => has(attributes, "data-srcset") && !has(attributes, "srcset");

/**
 * @typedef {object} CheckedElement
 * @property {StartTag} tag the element the message points at
 * @property {string} rest the page's markup after that start tag
 */

/**
 * @typedef {object} GatsbyImageErrorKind
 * @property {string} id
 * @property {string} message the checker's message, exactly
 * @property {string} element
 * @property {(element: CheckedElement) => boolean} matches whether the element is the plugin's lazy markup
 */

/**
 * The rest of the `<picture>` a `<source>` is in holds the plugin's lazy main image.
 * @param {string} rest
 */
const pictureHasLazyMainImage = (rest) => {
  const end = rest.indexOf("</picture>");
  if (end < 0) return false;
  const [image] = startTagsNamed(rest.slice(0, end), "img");
  return image !== undefined && isLazyMainImage(image);
};

/** The kinds' ids, as docs/testing.md lists them. */
const kindIds = {
  imageWithoutSrc: "lazy img: no src or srcset yet",
  imageSizes: "lazy img: sizes before its srcset",
  sourceSizes: "lazy source: sizes before its srcset",
  sourceWithoutSrcset: "lazy source: no srcset yet",
};

/** @type {GatsbyImageErrorKind[]} */
export const gatsbyImageErrorKinds = [
  {
    id: kindIds.imageWithoutSrc,
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    element: "img",
    matches: ({ tag }) => isLazyMainImage(tag.attributes),
  },
  {
    id: kindIds.imageSizes,
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    element: "img",
    matches: ({ tag }) => isLazyMainImage(tag.attributes) && has(tag.attributes, "data-srcset") && has(tag.attributes, "sizes"),
  },
  {
    id: kindIds.sourceSizes,
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    element: "source",
    matches: ({ tag, rest }) => isLazySource(tag.attributes) && has(tag.attributes, "sizes") && pictureHasLazyMainImage(rest),
  },
  {
    id: kindIds.sourceWithoutSrcset,
    message: "Element “source” is missing required attribute “srcset”.",
    element: "source",
    matches: ({ tag, rest }) => isLazySource(tag.attributes) && pictureHasLazyMainImage(rest),
  },
];

/**
 * How many elements of each kind a page has, counted from its markup rather than from the
 * checker: the checker must report exactly one error per element and kind, so a filter that
 * hid more (or a checker that found fewer) shows as a difference.
 * @param {string} html
 * @returns {Record<string, number>} by kind id
 */
export const countLazyImageMarkup = (html) => {
  /** @type {Record<string, number>} */
  const counts = Object.fromEntries(gatsbyImageErrorKinds.map((kind) => [kind.id, 0]));
  const add = (/** @type {string} */ id) => (counts[id] = (counts[id] ?? 0) + 1);
  /** @type {Record<string, string>[]} */
  let pictureSources = [];
  let noscriptDepth = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      // The noscript copies carry src and srcset: they are never lazy markup, but skip them anyway.
      if (name === "noscript") noscriptDepth += 1;
      if (noscriptDepth > 0) return;
      if (name === "picture") pictureSources = [];
      if (name === "source" && isLazySource(attributes)) pictureSources.push(attributes);
      if (name === "img" && isLazyMainImage(attributes)) {
        add(kindIds.imageWithoutSrc);
        if (has(attributes, "data-srcset") && has(attributes, "sizes")) add(kindIds.imageSizes);
        for (const source of pictureSources) {
          add(kindIds.sourceWithoutSrcset);
          if (has(source, "sizes")) add(kindIds.sourceSizes);
        }
        pictureSources = [];
      }
    },
    onclosetag(name) {
      if (name === "noscript") noscriptDepth -= 1;
      if (name === "picture") pictureSources = [];
    },
  });
  parser.write(html);
  parser.end();
  return counts;
};
