import type { GatsbyNode, SourceNodesArgs } from "gatsby";
import { sourceBlogSummary } from "./blog-summary";
import { sourceShareImages } from "./share-images";

/**
 * The site's own nodes, made after the source plugin's: the blog sidebar's summary, and the
 * generated share images of the items without their own. One argument only: Gatsby waits for
 * the callback of an API function that declares a third parameter.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args: SourceNodesArgs) => {
  await sourceBlogSummary!(args, { plugins: [] }, () => undefined);
  await sourceShareImages(args);
};
