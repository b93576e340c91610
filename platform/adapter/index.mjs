/**
 * The self-hosted adapter: Gatsby's adapter API (gatsby-config `adapter`), selected with
 * SITE_ADAPTER=self-hosted (gatsby-config.ts). After `gatsby build` it turns Gatsby's routes
 * and functions manifests into what a machine of our own runs (docs/deployment.md):
 *
 * - self-hosted/nginx/routes-http.conf, routes-server.conf: every route's headers, every
 *   redirect, the 404 page, the Function routes (platform/nginx/routes-config.mjs);
 * - self-hosted/nginx/site.conf, nginx.conf: a default deployment of them (port 8080, two
 *   Functions replicas on 9301 and 9302), rewritten for another one by `npm run nginx:config`;
 * - self-hosted/functions/: the compiled Functions and functions.json, for
 *   platform/functions-server;
 * - public/**.gz, .br: precompressed copies of the text files, made again only for files that
 *   changed (a record in .cache/);
 * - self-hosted/manifests/: the two manifests as Gatsby gave them, and its wildcard header routes.
 */
import { mkdir, open, writeFile } from "node:fs/promises";
import path from "node:path";
import { routesConfig } from "../nginx/routes-config.mjs";
import { writeSiteConfig } from "../nginx/write-site-config.mjs";
import { bundleFunctions } from "./function-bundle.mjs";
import { selfHostedPaths } from "./output-paths.mjs";
import { precompress, quickBrotli } from "./precompress.mjs";
import { completeRoutes, publicFilesOf, wildcardHeaderRoutes } from "./site-routes.mjs";

export const adapterName = "northbeam-self-hosted";

/** The deployment written by default; `npm run nginx:config` writes others. */
export const defaultDeployment = { listen: "8080", functions: ["127.0.0.1:9301", "127.0.0.1:9302"] };

/**
 * A manifest written as JSON on one line (`jq . file` indents it for reading), an array entry by
 * entry in chunks of about a megabyte: at 10,000 posts the routes manifest is about 156,000
 * entries, 140 MB, which as one string and then one buffer of it made the most garbage of the
 * adapter's steps.
 * @param {string} file
 * @param {unknown} value
 */
const writeJson = async (file, value) => {
  if (!Array.isArray(value)) return writeFile(file, `${JSON.stringify(value)}\n`);
  const handle = await open(file, "w");
  try {
    let chunk = "[";
    for (const [index, entry] of value.entries()) {
      chunk += `${index === 0 ? "" : ","}${JSON.stringify(entry)}`;
      if (chunk.length >= 1 << 20) {
        await handle.write(chunk);
        chunk = "";
      }
    }
    await handle.write(`${chunk}]\n`);
  } finally {
    await handle.close();
  }
};

/** @type {import("gatsby").AdapterInit} */
const selfHostedAdapter = () => ({
  name: adapterName,
  config: () => ({
    // nginx answers a directory without its slash with a 301 to it: trailingSlash "always".
    supports: { pathPrefix: false, trailingSlash: ["always"] },
  }),
  adapt: async (context) => {
    const { reporter } = context;
    // Gatsby runs adapters in the site's root, as it runs the whole build.
    const siteRoot = process.cwd();
    const paths = selfHostedPaths(siteRoot);
    /**
     * Each step timed in Gatsby's own format ("success <name> - 1.2s"), so a build's phase table
     * (platform/build/build-phases.mjs) shows the adapter's part too.
     * @template T
     * @param {string} name
     * @param {() => Promise<T>} step
     */
    const timed = async (name, step) => {
      const activity = reporter.activityTimer(`self-hosted adapter: ${name}`);
      activity.start();
      try {
        return await step();
      } finally {
        activity.end();
      }
    };

    // Gatsby makes its manifests when they are first read (a walk of every file of public/).
    const { routesManifest, functionsManifest, headerRoutes } = await timed("Gatsby's manifests", async () => ({
      routesManifest: context.routesManifest,
      functionsManifest: context.functionsManifest,
      headerRoutes: context.headerRoutes,
    }));
    const { counts, routes } = await timed("nginx routes", async () => {
      await mkdir(paths.manifestsDir, { recursive: true });
      await writeJson(path.join(paths.manifestsDir, "routes.json"), routesManifest);
      await writeJson(path.join(paths.manifestsDir, "functions.json"), functionsManifest);
      await writeJson(path.join(paths.manifestsDir, "header-routes.json"), wildcardHeaderRoutes(headerRoutes));
      const routes = completeRoutes(routesManifest, headerRoutes);
      const config = routesConfig(routes);
      await mkdir(paths.nginxDir, { recursive: true });
      await writeFile(path.join(paths.nginxDir, "routes-http.conf"), config.httpConf);
      await writeFile(path.join(paths.nginxDir, "routes-server.conf"), config.serverConf);
      writeSiteConfig({ routesDir: paths.nginxDir, publicDir: paths.publicDir, outDir: paths.nginxDir, ...defaultDeployment });
      return { counts: config.counts, routes };
    });
    const functions = await timed("Functions", () =>
      bundleFunctions({ siteRoot, functionsManifest, routesManifest: routes, outDir: paths.functionsDir }),
    );
    const compressed = await timed("precompress", () =>
      precompress(paths.publicDir, { files: publicFilesOf(routesManifest), recordFile: paths.precompressRecord }),
    );

    const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
    reporter.info(
      `[self-hosted] nginx: ${counts.static} files, ${counts.redirects} redirects, ${counts.functions} Function routes, ${counts.headerSets} header sets (${path.relative(siteRoot, paths.nginxDir)}/)`,
    );
    reporter.info(`[self-hosted] Functions: ${functions.length} copied to ${path.relative(siteRoot, paths.functionsDir)}/`);
    reporter.info(
      `[self-hosted] precompressed ${compressed.files} files (${compressed.compressed} compressed in this build${compressed.quick > 0 ? `, ${compressed.quick} of them pages' HTML and data at brotli quality ${quickBrotli} (a mass change)` : ""}, ${compressed.unchanged} unchanged, ${compressed.removed} old copies removed): ${kb(compressed.originalBytes)} -> gzip ${kb(compressed.gzipBytes)}, brotli ${kb(compressed.brotliBytes)}`,
    );
  },
});

export default selfHostedAdapter;
