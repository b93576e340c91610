import sanitizeHtml from "sanitize-html";
import { imageSources } from "../asset-url";

export interface LocalImage {
  src: string;
  width: number;
  height: number;
}

/** Finds the site's own copy of an image the CMS serves, or null when it has none. */
export type ImageLocaliser = (src: string) => Promise<LocalImage | null>;

/**
 * Points images of an already sanitised body at files the build publishes with the site
 * (resized, with their real dimensions so they take their space before loading), so a
 * post never depends on the CMS host being reachable by visitors.
 */
export const localiseBodyImages = async (
  html: string,
  localise: ImageLocaliser,
  onMissing: (src: string) => void = () => undefined,
): Promise<string> => {
  const sources = [...new Set(imageSources(html))];
  if (sources.length === 0) return html;

  const local = new Map<string, LocalImage>();
  for (const src of sources) {
    const image = await localise(src);
    if (image) local.set(src, image);
    else onMissing(src);
  }

  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        const image = attribs.src ? local.get(attribs.src) : undefined;
        if (!image) return { tagName, attribs };
        return {
          tagName,
          attribs: { ...attribs, src: image.src, width: String(image.width), height: String(image.height) },
        };
      },
    },
  });
};
