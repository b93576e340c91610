export { onCreatePage } from "./src/gatsby/on-create-page";
export { onPostBuild } from "./src/gatsby/on-post-build";
