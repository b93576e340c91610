export { createPages } from "./src/gatsby/create-pages";
export { createResolvers } from "./src/gatsby/create-resolvers";
export { onCreatePage } from "./src/gatsby/on-create-page";
export { onCreateWebpackConfig } from "./src/gatsby/on-create-webpack-config";
export { onPostBuild } from "./src/gatsby/on-post-build";
