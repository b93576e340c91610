import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

interface HeroImagePreloadProps {
  image: IGatsbyImageData;
  /** Only where the image is in the first view (a media query); everywhere when omitted. */
  media?: string;
}

/**
 * Asks the browser to fetch the page's largest image first, in its best format, before
 * it has parsed the markup below the header: the hero is the page's LCP element.
 */
export const HeroImagePreload = ({ image, media }: HeroImagePreloadProps) => {
  const best = image.images.sources?.[0] ?? image.images.fallback;
  if (!best?.srcSet) return null;
  // React 18 passes unknown lower-case attributes through; it does not know fetchPriority yet.
  const priority = { fetchpriority: "high" };
  return (
    <link
      rel="preload"
      as="image"
      imageSrcSet={best.srcSet}
      imageSizes={best.sizes}
      media={media}
      {...("type" in best && best.type ? { type: best.type } : {})}
      {...priority}
    />
  );
};
