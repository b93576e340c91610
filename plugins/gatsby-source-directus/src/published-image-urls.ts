import { isImageCdnEnabled } from "gatsby-plugin-utils/polyfill-remote-file";

/**
 * A production build without an image CDN writes every image to its own path under
 * /_gatsby/image/. The query string Gatsby adds to those URLs (the CMS address of the source
 * and the transform) is read only by `gatsby develop` and image CDNs, so such builds drop it:
 * pages then never name the CMS host, and each image URL is about 200 characters shorter in
 * the HTML and page data of every page that shows it.
 */
export const publishesImagesByPath = (): boolean => process.env.NODE_ENV === "production" && !isImageCdnEnabled();

export const withoutQuery = (url: string): string => url.split("?")[0]!;

/** A `srcset` with each candidate's URL without its query string. */
export const srcSetWithoutQueries = (srcSet: string): string =>
  srcSet
    .split(",")
    .map((candidate) => {
      const [url = "", ...descriptors] = candidate.trim().split(/\s+/);
      return [withoutQuery(url), ...descriptors].join(" ");
    })
    .join(",");

export interface ImageSources {
  fallback?: { src: string; srcSet?: string; sizes?: string };
  sources?: { srcSet: string; type?: string; sizes?: string; media?: string }[];
}

/** gatsby-plugin-image data with every image URL without its query string. */
export const imageDataWithoutQueries = <Image extends { images: ImageSources }>(image: Image): Image => {
  const { fallback, sources } = image.images;
  return {
    ...image,
    images: {
      ...image.images,
      ...(fallback && {
        fallback: {
          ...fallback,
          src: withoutQuery(fallback.src),
          ...(fallback.srcSet && { srcSet: srcSetWithoutQueries(fallback.srcSet) }),
        },
      }),
      ...(sources && { sources: sources.map((source) => ({ ...source, srcSet: srcSetWithoutQueries(source.srcSet) })) }),
    },
  };
};
