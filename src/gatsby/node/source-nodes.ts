import type { GatsbyNode } from "gatsby";
import { sourceBlogSummary } from "./blog-summary";
import { sourceShareImages } from "./share-images";

/**
 * The site's own nodes, made after the source plugin's: the blog sidebar's summary, and the
 * generated share images of the items without their own.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options, callback) => {
  await sourceBlogSummary!(args, options, callback);
  await sourceShareImages(args);
};
