/**
 * Build-time sanitiser for blog post bodies written in the CMS.
 *
 * Node only: it runs in a GraphQL field resolver from gatsby-node, so pages receive
 * already-clean HTML. Never import it from browser code (components, templates,
 * gatsby-browser/ssr): it would ship sanitize-html and postcss to every visitor for nothing.
 *
 * Everything is an allow-list: an element, attribute, class or URL scheme not named
 * here does not reach the page.
 */
import sanitizeHtml from "sanitize-html";

export interface SanitizeOptions {
  /** The site's own origin, e.g. "https://www.northbeam.studio"; decides which links are external. */
  siteUrl: string;
}

const allowedTags = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "mark",
  "small",
  "code",
  "pre",
  "kbd",
  "blockquote",
  "figure",
  "figcaption",
  "img",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

// Unwrapping these would turn code, CSS, form labels or foreign markup into visible
// prose, so they go with their content. `xmp` is sanitize-html's own default entry,
// kept because passing our own list replaces the default.
const discardedWithContent = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "textarea",
  "template",
  "svg",
  "math",
  "form",
  "select",
  "option",
  "xmp",
];

// Only syntax-highlighting classes: any other class could borrow the site's own styles.
const languageClass = /^language-[a-z0-9+#-]+$/;

// Values for the few non-URL attributes we keep; anything else (percentages, CSS,
// stray markup) is invalid HTML for them anyway and is dropped.
const attributeValuePatterns: Record<string, RegExp> = {
  width: /^\d{1,5}$/,
  height: /^\d{1,5}$/,
  colspan: /^\d{1,4}$/,
  rowspan: /^\d{1,4}$/,
  start: /^-?\d{1,9}$/,
  scope: /^(row|col|rowgroup|colgroup)$/i,
};

const withValidValues = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes =>
  Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => {
      const pattern = attributeValuePatterns[name];
      return !pattern || pattern.test(value.trim());
    }),
  );

// Only absolute http(s) URLs can leave the site: relative links stay on it, and
// protocol-relative ones (`//host`, `/\host`) are removed by `allowProtocolRelative` below.
// The URL parser strips surrounding whitespace and lower-cases the host like a browser.
const isExternal = (href: string, site: URL): boolean => {
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== site.host;
  } catch {
    return false;
  }
};

export const sanitizePostBody = (html: string, options: SanitizeOptions): string => {
  if (!html || !html.trim()) return "";
  // Throws on a malformed siteUrl on purpose: a misconfigured build should fail, not
  // quietly mark every link as external (or none).
  const site = new URL(options.siteUrl);

  return sanitizeHtml(html, {
    allowedTags,
    disallowedTagsMode: "discard",
    nonTextTags: discardedWithContent,
    allowedAttributes: {
      // rel, loading, decoding and tabindex are set by the transforms below, never copied from the CMS.
      a: ["href", "title", "rel"],
      pre: ["tabindex"],
      table: ["tabindex"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
    },
    allowedClasses: { code: [languageClass], pre: [languageClass] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    // `//host/x` would borrow the page's scheme and point anywhere; the CMS writes absolute URLs.
    allowProtocolRelative: false,
    transformTags: {
      // The page template already renders the post title as the only h1.
      h1: "h2",
      a: (tagName, { rel: _cmsRel, ...attribs }) => ({
        tagName,
        attribs:
          attribs.href !== undefined && isExternal(attribs.href, site) ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      }),
      img: (tagName, attribs) => ({
        tagName,
        // Only alt may come from the CMS: our defaults sit before its attributes, our hints after.
        // alt="" marks an undescribed image as decorative so screen readers skip the file name.
        attribs: { alt: "", ...attribs, loading: "lazy", decoding: "async" },
      }),
      // Code blocks and tables scroll sideways on narrow columns; keyboard users must be able
      // to focus them to scroll (WCAG 2.1.1, axe's scrollable-region-focusable).
      pre: (tagName, { tabindex: _cmsTabIndex, ...attribs }) => ({ tagName, attribs: { ...attribs, tabindex: "0" } }),
      table: (tagName, { tabindex: _cmsTabIndex, ...attribs }) => ({ tagName, attribs: { ...attribs, tabindex: "0" } }),
      "*": (tagName, attribs) => ({ tagName, attribs: withValidValues(attribs) }),
    },
  });
};
