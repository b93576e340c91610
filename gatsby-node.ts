export {
  createBlogSummaryType as createSchemaCustomization,
  sourceBlogSummary as sourceNodes,
} from "./src/gatsby/node/blog-summary";
export { createPages } from "./src/gatsby/node/create-pages";
export { onCreatePage } from "./src/gatsby/node/on-create-page";
export { onCreateWebpackConfig } from "./src/gatsby/node/on-create-webpack-config";
export { onPostBuild } from "./src/gatsby/node/on-post-build";
