export { createBlogSummaryType as createSchemaCustomization, sourceBlogSummary as sourceNodes } from "./src/gatsby/blog-summary";
export { createPages } from "./src/gatsby/create-pages";
export { onCreatePage } from "./src/gatsby/on-create-page";
export { onCreateWebpackConfig } from "./src/gatsby/on-create-webpack-config";
export { onPostBuild } from "./src/gatsby/on-post-build";
