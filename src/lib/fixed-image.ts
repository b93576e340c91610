import type { IGatsbyImageData } from "gatsby-plugin-image";

/** What a plain `<img>` needs to show a fixed-layout image. */
export interface FixedImageAttributes {
  src: string;
  srcSet: string | undefined;
  width: number;
  height: number;
}

/**
 * A fixed-layout image of the CMS images' resolver (`gatsbyImage(layout: FIXED, formats:
 * [WEBP])`) as a plain `<img>`'s attributes: its one format's file and its pixel-density
 * candidates (`1x`, `2x`). For images a component renders in the browser after fetching their
 * data (the blog sidebar's thumbnails), where GatsbyImage would download its client renderer
 * for a 72 px square. No `sizes`: the resolver adds one, but HTML allows it only beside width
 * candidates (the W3C checker rejects it), and browsers ignore it for density candidates.
 * Null when the image is not fixed or has no file.
 */
export const fixedImageAttributes = (image: IGatsbyImageData): FixedImageAttributes | null => {
  const fallback = image.images.fallback;
  if (image.layout !== "fixed" || !fallback?.src) return null;
  return { src: fallback.src, srcSet: fallback.srcSet, width: image.width, height: image.height };
};
