import path from "node:path";

/**
 * Where the self-hosted adapter writes, under the site's root: `self-hosted/` (out of git)
 * beside Gatsby's `public/`. A deployment needs both folders and this repository's
 * platform/functions-server.
 * @param {string} siteRoot
 */
export const selfHostedPaths = (siteRoot) => {
  const root = path.join(siteRoot, "self-hosted");
  return {
    root,
    /** Gatsby's output: the files nginx serves, and the precompressed copies the adapter adds. */
    publicDir: path.join(siteRoot, "public"),
    /** routes-http.conf and routes-server.conf from the build; site.conf and nginx.conf for a deployment. */
    nginxDir: path.join(root, "nginx"),
    /** The compiled Functions and functions.json, what the Functions server loads. */
    functionsDir: path.join(root, "functions"),
    /** Gatsby's routes and functions manifests as the adapter received them, and its wildcard header
     * routes, for reading and debugging. */
    manifestsDir: path.join(root, "manifests"),
    /** What the precompression made at the last build (platform/adapter/precompress.mjs); in Gatsby's
     * `.cache/`, so `gatsby clean` clears it together with public/. */
    precompressRecord: path.join(siteRoot, ".cache", "self-hosted-precompress.json"),
  };
};
