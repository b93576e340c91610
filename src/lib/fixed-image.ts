import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * A fixed-layout image as valid HTML. Its srcset lists pixel-density candidates (`1x`, `2x`),
 * and HTML allows `sizes` only beside width candidates (`640w`): the W3C checker rejects each
 * such `img`. The CMS images' resolver (gatsby-plugin-utils' remote-file `gatsbyImage`) adds
 * `sizes: "<width>px"` to fixed images whatever the query asks, so the site drops it before
 * rendering (GatsbyImage writes no attribute for an undefined `sizes`). Browsers ignore `sizes`
 * for density candidates, so nothing changes for visitors. Images of other layouts (width
 * candidates, which need `sizes`) are returned unchanged.
 */
export const fixedImageWithoutSizes = (image: IGatsbyImageData): IGatsbyImageData => {
  if (image.layout !== "fixed") return image;
  const { fallback, sources } = image.images;
  return {
    ...image,
    images: {
      ...(fallback ? { fallback: { ...fallback, sizes: undefined } } : {}),
      ...(sources ? { sources: sources.map((source) => ({ ...source, sizes: undefined })) } : {}),
    },
  };
};
