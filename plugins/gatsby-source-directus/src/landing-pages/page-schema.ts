import type { Actions, NodePluginArgs } from "gatsby";
import type { postContractResolvers, PostResolverContext, RichTextSource } from "../post-contract";
import { nodeTypes } from "../types";
import { blockKinds, camelCase, type BlockKind } from "./block-kinds";
import { pageNodeType, type PageBlockFields } from "./page-nodes";

type Schema = NodePluginArgs["schema"];
type Resolvers = ReturnType<typeof postContractResolvers>;

export const pageBlockInterface = "DirectusPageBlock";

const linkByDirectusId = { link: { by: "directusId" } };

/** `items` of DirectusBlockFaq -> DirectusBlockFaqItems, the type of one row of that repeater. */
const rowTypeName = (block: BlockKind, list: string): string =>
  `${block.typeName}${camelCase(list).replace(/^./, (letter) => letter.toUpperCase())}`;

/** The GraphQL fields of a block type, by what block-kinds.ts says of each Directus field. */
const blockTypeFields = (block: BlockKind, resolvers: Resolvers): Record<string, unknown> => ({
  directusId: "String!",
  collection: "String!",
  ...Object.fromEntries(block.texts.map((field) => [camelCase(field), "String!"])),
  ...Object.fromEntries(block.booleans.map((field) => [camelCase(field), "Boolean!"])),
  ...Object.fromEntries(block.files.map((field) => [camelCase(field), { type: nodeTypes.asset, extensions: linkByDirectusId }])),
  ...Object.fromEntries(block.choices.map((field) => [camelCase(field), "[String!]!"])),
  ...Object.fromEntries(block.lists.map(({ field }) => [camelCase(field), `[${rowTypeName(block, field)}!]!`])),
  ...Object.fromEntries(
    block.richText.flatMap((field) => [
      /** The editor's HTML as the CMS stores it: unsanitised, never for pages (use `<field>Html`). */
      [camelCase(field), "String!"],
      [
        `${camelCase(field)}Html`,
        {
          type: "String!",
          description: "The HTML sanitised like a post's body, CMS images replaced by copies published with the site",
          resolve: (source: PageBlockFields, args: unknown, context: PostResolverContext) =>
            resolvers.richTextHtml(
              { directusId: source.directusId, body: String(source[camelCase(field)] ?? "") } as RichTextSource,
              args,
              context,
            ),
        },
      ],
    ]),
  ),
});

/**
 * The types of landing pages: `DirectusPage` (a node) whose `blocks` are `DirectusPageBlock`s,
 * an interface each block type implements (query them with `... on DirectusBlockHero { ... }`;
 * `__typename` tells them apart), and one type per repeater's rows. Explicit (`@dontInfer`), so
 * queries keep working with no page in the CMS.
 */
export const createPageTypes = (schema: Schema, createTypes: Actions["createTypes"], resolvers: Resolvers): void => {
  createTypes(
    schema.buildInterfaceType({
      name: pageBlockInterface,
      fields: { directusId: "String!", collection: "String!" },
      resolveType: (value: PageBlockFields) => value.blockType,
    }),
  );
  for (const block of blockKinds) {
    for (const { field, rows } of block.lists) {
      createTypes(
        schema.buildObjectType({
          name: rowTypeName(block, field),
          fields: Object.fromEntries(Object.entries(rows).map(([name, type]) => [camelCase(name), `${type}!`])),
        }),
      );
    }
    createTypes(
      schema.buildObjectType({
        name: block.typeName,
        interfaces: [pageBlockInterface],
        extensions: { dontInfer: {} },
        fields: blockTypeFields(block, resolvers) as never,
      }),
    );
  }
  createTypes(
    schema.buildObjectType({
      name: pageNodeType,
      interfaces: ["Node"],
      extensions: { dontInfer: {} },
      fields: {
        directusId: "String!",
        status: "String!",
        title: "String!",
        slug: "String!",
        datePublished: { type: "Date", extensions: { dateformat: {} } },
        metaTitle: "String",
        metaDescription: "String",
        shareImage: { type: nodeTypes.asset, extensions: linkByDirectusId },
        noIndex: "Boolean!",
        blocks: `[${pageBlockInterface}!]!`,
      },
    }),
  );
};
