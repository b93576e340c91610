import type { GatsbyNode } from "gatsby";
import { addRemoteFilePolyfillInterface } from "gatsby-plugin-utils/polyfill-remote-file";
import { nodeTypes } from "./types";

/**
 * Explicit types (`@dontInfer`) so that queries keep working when the CMS is empty or a
 * field is null in every item.
 */
const typeDefs = `
  type ${nodeTypes.category} implements Node @dontInfer {
    directusId: String!
    name: String!
    slug: String!
    posts: [${nodeTypes.post}!]! @link(by: "category.directusId", from: "directusId")
  }

  type ${nodeTypes.post} implements Node @dontInfer {
    directusId: String!
    status: String!
    title: String!
    subTitle: String!
    category: ${nodeTypes.category} @link(by: "directusId")
    heroImage: ${nodeTypes.asset} @link(by: "directusId")
    dateCreated: Date! @dateformat
    dateUpdated: Date! @dateformat
    body: String!
    tags: [String!]!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, store }) => {
  actions.createTypes(typeDefs);
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
