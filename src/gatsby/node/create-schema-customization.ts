import type { GatsbyNode } from "gatsby";
import { blogSummaryTypeDefs } from "./blog-summary";
import { generatedShareImageFields, shareImageTypeDefs } from "./share-images";
import { siteMetadataTypeDefs } from "./site-metadata";

/**
 * The site's own GraphQL types: non-null site metadata, the blog sidebar's summary, and the
 * generated share images with the field that links each SEO node to its own.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, createNodeId }) => {
  actions.createTypes([siteMetadataTypeDefs, blogSummaryTypeDefs, shareImageTypeDefs]);
  actions.createTypes(generatedShareImageFields({ schema, createNodeId }));
};
