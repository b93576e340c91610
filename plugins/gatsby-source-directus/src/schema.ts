import type { GatsbyNode } from "gatsby";
import { addRemoteFilePolyfillInterface, resizeResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import { resolveOptions, type DirectusPluginOptions } from "./options";
import { navigationTypeDefs } from "./navigation";
import { publishesImagesByPath, withoutQuery } from "./published-image-urls";
import { postContractResolvers, type PostResolverContext, type PostSource } from "./post-contract";
import type { LocalImage } from "./post-body/localise-body-images";
import { createPageTypes } from "./landing-pages/page-schema";
import { redirectTypeDefs } from "./redirects";
import { nodeTypes } from "./types";

type AssetNode = Parameters<typeof resizeResolver>[0];
type ResizeActions = Parameters<typeof resizeResolver>[2];
type ResizeStore = Parameters<typeof resizeResolver>[3];

/** Widest an image inside a post body is drawn (the text column), times two for sharp screens. */
const bodyImageWidth = 1440;

const linkByDirectusId = { link: { by: "directusId" } };

/**
 * Explicit types (`@dontInfer`) so that queries keep working when the CMS is empty or a
 * field is null in every item. `DirectusPost` is the post contract: the CMS's fields, and
 * the fields computed at build time (`bodyHtml`, `dateCreatedText`, `bodyImages`; see
 * post-contract.ts).
 */
const categoryType = `
  type ${nodeTypes.category} implements Node @dontInfer {
    directusId: String!
    name: String!
    slug: String!
    posts: [${nodeTypes.post}!]! @link(by: "category.directusId", from: "directusId")
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (
  { actions, schema, store, reporter, createNodeId },
  pluginOptions,
) => {
  const options = resolveOptions(pluginOptions as unknown as Partial<DirectusPluginOptions>);
  if (!options.siteUrl) throw new Error("gatsby-source-directus needs a `siteUrl` option (the site's own origin)");

  const localCopy = async (asset: Record<string, unknown>): Promise<LocalImage | null> => {
    const node = asset as unknown as AssetNode;
    const image = await resizeResolver(
      node,
      { width: Math.min(Number(node.width) || bodyImageWidth, bodyImageWidth), format: "webp" },
      actions as unknown as ResizeActions,
      store as unknown as ResizeStore,
    );
    // Published post bodies do not name the CMS host either: see published-image-urls.ts.
    return image && publishesImagesByPath() ? { ...image, src: withoutQuery(image.src) } : image;
  };

  const resolvers = postContractResolvers({
    apiUrl: options.url,
    siteUrl: options.siteUrl,
    createNodeId,
    localCopy,
    warn: (message) => reporter.warn(message),
  });

  actions.createTypes(categoryType);
  actions.createTypes(navigationTypeDefs);
  actions.createTypes(redirectTypeDefs);
  actions.createTypes(
    schema.buildObjectType({
      name: nodeTypes.post,
      interfaces: ["Node"],
      extensions: { dontInfer: {} },
      fields: {
        directusId: "String!",
        status: "String!",
        title: "String!",
        subTitle: "String!",
        category: { type: nodeTypes.category, extensions: linkByDirectusId },
        heroImage: { type: nodeTypes.asset, extensions: linkByDirectusId },
        dateCreated: { type: "Date!", extensions: { dateformat: {} } },
        dateUpdated: { type: "Date!", extensions: { dateformat: {} } },
        /** The editor's HTML as the CMS stores it: unsanitised, never for pages (use bodyHtml). */
        body: "String!",
        tags: "[String!]!",
        // SEO fields (empty ones are null): read through src/lib/content-seo.ts, which falls back
        // to the post's own title, sub-title and generated share image.
        metaTitle: "String",
        metaDescription: "String",
        shareImage: { type: nodeTypes.asset, extensions: linkByDirectusId },
        noIndex: {
          type: "Boolean!",
          // A node cached before the field existed has none: indexed, as before.
          resolve: (source: { noIndex?: boolean }) => source.noIndex === true,
        },
        bodyHtml: {
          type: "String!",
          description: "The body sanitised on an allow-list, CMS images replaced by copies published with the site",
          resolve: (source: PostSource, args: unknown, context: PostResolverContext) => resolvers.bodyHtml(source, args, context),
        },
        dateCreatedText: {
          type: "String!",
          description: "dateCreated as pages print it: '05 Mar 2024' (en-GB, UTC)",
          resolve: (source: PostSource) => resolvers.dateCreatedText(source),
        },
        bodyImages: {
          type: `[${nodeTypes.asset}!]!`,
          description: "The CMS files the body shows as images, in order of first appearance",
          resolve: (source: PostSource, args: unknown, context: PostResolverContext) =>
            resolvers.bodyImages(source, args, context),
        },
      },
    }),
  );
  createPageTypes(schema, actions.createTypes, resolvers);
  actions.createTypes(
    addRemoteFilePolyfillInterface(
      schema.buildObjectType({
        name: nodeTypes.asset,
        fields: {
          directusId: "String!",
          title: "String!",
          description: "String!",
          modifiedOn: { type: "Date", extensions: { dateformat: {} } },
        },
        interfaces: ["Node", "RemoteFile"],
        extensions: { dontInfer: {} },
      }),
      // gatsby-plugin-utils types `actions` and `store` more narrowly than GatsbyNode passes them.
      { schema, actions, store } as unknown as Parameters<typeof addRemoteFilePolyfillInterface>[1],
    ),
  );
};
