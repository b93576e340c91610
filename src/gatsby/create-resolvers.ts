import type { GatsbyNode } from "gatsby";
import { isImageCdnEnabled, resizeResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import { formatPostDate } from "../lib/blog/format-date";
import { localiseBodyImages, type LocalImage } from "./post-body/localise-body-images";
import { sanitizePostBody } from "./post-body/sanitize-post-body";

type AssetNode = Parameters<typeof resizeResolver>[0];
type ResizeActions = Parameters<typeof resizeResolver>[2];
type ResizeStore = Parameters<typeof resizeResolver>[3];

interface ResolverContext {
  nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };
}

interface GatsbyState {
  config: { siteMetadata: { siteUrl: string } };
}

/** Widest an image inside a post body is drawn (the text column), times two for sharp screens. */
const bodyImageWidth = 1440;

/**
 * Fields made at build time, so their code stays out of the browser:
 * - `DirectusPost.bodyHtml`: the editor's HTML, sanitised on an allow-list, with CMS images
 *   replaced by resized copies published with the site.
 * - `DirectusPost.dateCreatedText`: the date as pages show it ('05 Mar 2024'). The browser
 *   hydrates the same text instead of formatting it again: creating an `Intl.DateTimeFormat`
 *   loads locale data, which took 30–40 ms of the page's start-up on the test machine, and
 *   a browser whose locale data differs from the build's could print another month name.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, actions, store, reporter }) => {
  const { siteUrl } = (store.getState() as GatsbyState).config.siteMetadata;

  // A production build writes each image to its path. The query string (the CMS URL and
  // the transform) is only read by `gatsby develop` and image CDNs, so builds drop it and
  // published post bodies do not name the CMS host.
  const withoutSourceQuery = process.env.NODE_ENV === "production" && !isImageCdnEnabled();

  const localCopy = async (asset: AssetNode): Promise<LocalImage | null> => {
    const image = await resizeResolver(
      asset,
      { width: Math.min(Number(asset.width) || bodyImageWidth, bodyImageWidth), format: "webp" },
      actions as unknown as ResizeActions,
      store as unknown as ResizeStore,
    );
    return image && withoutSourceQuery ? { ...image, src: image.src.split("?")[0]! } : image;
  };

  createResolvers({
    DirectusPost: {
      dateCreatedText: {
        type: "String!",
        resolve: (source: { dateCreated: string }) => formatPostDate(source.dateCreated),
      },
      bodyHtml: {
        type: "String!",
        resolve: async (source: { body: string; title: string }, _args: unknown, context: ResolverContext) => {
          const clean = sanitizePostBody(source.body, { siteUrl });
          const { entries } = await context.nodeModel.findAll({ type: "DirectusAsset" });
          const assetsByUrl = new Map([...entries].map((node) => [(node as AssetNode).url, node as AssetNode]));
          return localiseBodyImages(
            clean,
            async (src) => {
              const asset = assetsByUrl.get(src);
              return asset ? localCopy(asset) : null;
            },
            (src) => reporter.warn(`Post "${source.title}" shows an image that is not one of the CMS files: ${src}`),
          );
        },
      },
    },
  });
};
