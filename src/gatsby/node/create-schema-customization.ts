import type { GatsbyNode } from "gatsby";
import { blogSummaryTypeDefs } from "./blog-summary";
import { siteMetadataTypeDefs } from "./site-metadata";

/** The site's own GraphQL types: non-null site metadata, and the blog sidebar's summary. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([siteMetadataTypeDefs, blogSummaryTypeDefs]);
};
