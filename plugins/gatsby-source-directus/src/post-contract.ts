/**
 * The fields of `DirectusPost` that the plugin computes at build time, so their code
 * (sanitize-html, Intl) never reaches a visitor's browser:
 *
 * - `bodyHtml`: the editor's HTML sanitised on the allow-list of post-body/sanitize-post-body.ts,
 *   then every image that is a file of this CMS (the rule of asset-url.ts, query string and
 *   all) replaced by a resized copy the build publishes with the site, with its real width
 *   and height. Other images stay as they are and are reported as warnings.
 * - `dateCreatedText`: the date as pages print it ('05 Mar 2024': en-GB, UTC). The browser
 *   hydrates the same text instead of formatting it again.
 *
 * - `bodyImages`: the DirectusAsset nodes of those CMS images (ids found when the post node
 *   was made), for queries that want them; a file the build could not read is left out.
 *
 * Both look each image up by node id (`getNodeById`), so they cost O(images in the body),
 * never O(all files).
 *
 * - `richTextHtml`: a landing page's rich text block, made safe exactly as `bodyHtml` is
 *   (src/landing-pages/page-schema.ts declares it as the block's `bodyHtml`).
 */
import { assetIdFromUrl } from "./asset-url";
import { formatPostDate } from "./format-date";
import { nodeIdFor } from "./nodes";
import { localiseBodyImages, type LocalImage } from "./post-body/localise-body-images";
import { sanitizePostBody } from "./post-body/sanitize-post-body";
import { nodeTypes } from "./types";

/** The part of Gatsby's resolver context the fields use. */
export interface PostResolverContext {
  nodeModel: { getNodeById: (args: { id: string; type?: string }) => Record<string, unknown> | null | undefined };
}

export interface PostContractOptions {
  /** The Directus API URL (DIRECTUS_URL, no trailing slash). */
  apiUrl: string;
  /** The site's own origin: decides which links of a body are external. */
  siteUrl: string;
  /** The plugin's `createNodeId` (the same ids as the nodes `sourceNodes` made). */
  createNodeId: (input: string) => string;
  /** The site's copy of a DirectusAsset node, or null when none can be made. */
  localCopy: (asset: Record<string, unknown>) => Promise<LocalImage | null>;
  warn: (message: string) => void;
}

export interface PostSource {
  title: string;
  body: string;
  dateCreated: string;
  bodyImages?: readonly string[] | null;
}

/** A landing page's rich text block: its HTML is made safe exactly as a post's body is. */
export interface RichTextSource {
  directusId: string;
  body: string;
}

export const postContractResolvers = ({ apiUrl, siteUrl, createNodeId, localCopy, warn }: PostContractOptions) => {
  const assetNode = (context: PostResolverContext, directusId: string): Record<string, unknown> | null =>
    context.nodeModel.getNodeById({ id: nodeIdFor(createNodeId, nodeTypes.asset, directusId), type: nodeTypes.asset }) ?? null;

  /** The editor's HTML sanitised, its CMS images replaced by the site's copies; `what` names it in warnings. */
  const safeHtml = (html: string, context: PostResolverContext, what: string): Promise<string> =>
    localiseBodyImages(
      sanitizePostBody(html, { siteUrl }),
      async (src) => {
        const id = assetIdFromUrl(src, apiUrl);
        const asset = id ? assetNode(context, id) : null;
        return asset ? localCopy(asset) : null;
      },
      (src) => warn(`${what} shows an image that is not one of the CMS files: ${src}`),
    );

  return {
    bodyHtml: (source: PostSource, _args: unknown, context: PostResolverContext): Promise<string> =>
      safeHtml(source.body, context, `Post "${source.title}"`),
    richTextHtml: (source: RichTextSource, _args: unknown, context: PostResolverContext): Promise<string> =>
      safeHtml(source.body, context, `Rich text block ${source.directusId} of a landing page`),
    dateCreatedText: (source: PostSource): string => formatPostDate(source.dateCreated),
    bodyImages: (source: PostSource, _args: unknown, context: PostResolverContext): Record<string, unknown>[] =>
      (source.bodyImages ?? []).flatMap((id): Record<string, unknown>[] => {
        const asset = assetNode(context, id);
        return asset ? [asset] : [];
      }),
  };
};
