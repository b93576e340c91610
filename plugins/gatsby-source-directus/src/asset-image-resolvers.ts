import type { GatsbyNode } from "gatsby";
import { imageDataWithoutQueries, publishesImagesByPath, withoutQuery, type ImageSources } from "./published-image-urls";

/**
 * The `sizes` a query gives `gatsbyImage`, on every source of the result. gatsby-plugin-utils'
 * resolver for remote files accepts the argument but writes its own default
 * (`(min-width: <width>px) <width>px, 100vw`), so browsers picked images for the whole
 * viewport even where a layout draws them in a column or with margins.
 */
export const withSizes = <Image extends { images: ImageSources }>(image: Image, sizes: string | undefined): Image => {
  if (!sizes) return image;
  const { fallback, sources } = image.images;
  return {
    ...image,
    images: {
      ...image.images,
      ...(fallback && { fallback: { ...fallback, sizes } }),
      ...(sources && { sources: sources.map((source) => ({ ...source, sizes })) }),
    },
  };
};

type Resolve = (source: unknown, args: Record<string, unknown>, context: unknown, info: { originalResolver: Resolve }) => unknown;

/**
 * `DirectusAsset.gatsbyImage` with the query's `sizes` applied and, in builds that publish
 * images by path, URLs without the CMS query string; `resize` with such a URL too.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const byPath = publishesImagesByPath();
  const wrap = (transform: (result: never, args: Record<string, unknown>) => unknown) => ({
    resolve: async (...[source, args, context, info]: Parameters<Resolve>) => {
      const result = await info.originalResolver(source, args, context, info);
      return result ? transform(result as never, args) : result;
    },
  });
  addResolvers({
    DirectusAsset: {
      gatsbyImage: wrap((image: { images: ImageSources }, args) => {
        const sized = withSizes(image, typeof args.sizes === "string" ? args.sizes : undefined);
        return byPath ? imageDataWithoutQueries(sized) : sized;
      }),
      resize: wrap((image: { src: string }) => (byPath ? { ...image, src: withoutQuery(image.src) } : image)),
    },
  });
};
