export { createSchemaCustomization } from "./src/gatsby/node/create-schema-customization";
export { sourceNodes } from "./src/gatsby/node/source-nodes";
export { createPages } from "./src/gatsby/node/create-pages";
export { onCreatePage } from "./src/gatsby/node/on-create-page";
export { onCreateWebpackConfig } from "./src/gatsby/node/on-create-webpack-config";
export { onPostBuild } from "./src/gatsby/node/on-post-build";
export { onPostBootstrap } from "./src/gatsby/node/on-post-bootstrap";
