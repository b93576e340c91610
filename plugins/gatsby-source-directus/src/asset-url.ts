import sanitizeHtml from "sanitize-html";

/**
 * The one rule that says which image of a post body is a file of this CMS: its `src` is
 * `<apiUrl>/assets/<uuid>`, optionally followed by `/<filename>` and by a query string
 * (Directus's transforms, e.g. `?width=800&format=webp`); the uuid in any letter case. The
 * same rule decides which files the plugin fetches (`bodyImageIds`, when the post node is
 * made) and which images `bodyHtml` replaces by the site's own copies, so an image that is
 * fetched is always localised too.
 */
const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const assetUrlPattern = (apiUrl: string): RegExp =>
  new RegExp(`^${escapeRegExp(apiUrl.replace(/\/+$/, ""))}/assets/(${uuid})(?:/[^/?#]+)?(?:\\?[^#]*)?$`, "i");

/** The Directus file id (lower case) an image `src` shows, or null when it is no file of `apiUrl`. */
export const assetIdFromUrl = (src: string, apiUrl: string): string | null => {
  const match = assetUrlPattern(apiUrl).exec(src.trim());
  return match ? match[1]!.toLowerCase() : null;
};

/** Every `<img src>` of an HTML fragment, in document order (entities decoded). */
export const imageSources = (html: string): string[] => {
  const sources: string[] = [];
  if (!html.includes("<")) return sources;
  sanitizeHtml(html, {
    // Nothing is kept or dropped here: the pass only reads the images.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) sources.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return sources;
};

/** Ids of the CMS files a body shows as images, once each, in order of first appearance. */
export const bodyImageIds = (html: string, apiUrl: string): string[] => {
  const pattern = assetUrlPattern(apiUrl);
  const ids = new Set<string>();
  for (const src of imageSources(html)) {
    const match = pattern.exec(src.trim());
    if (match) ids.add(match[1]!.toLowerCase());
  }
  return [...ids];
};
