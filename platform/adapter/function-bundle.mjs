/**
 * Copies the build's compiled Functions where the Functions server loads them from, and
 * writes functions.json: for each Function, its id, the request paths that reach it (from the
 * routes manifest) and its entry file.
 *
 * Relies on a Gatsby internal (docs/architecture.md, "Gatsby internals"): the functions
 * manifest's `requiredFiles` names only each entry file, but Gatsby's webpack build of the
 * Functions splits shared code into numbered chunks beside them (`.cache/functions/147.js`)
 * that an entry `require`s at run time by a path relative to itself. So the whole folder of
 * compiled Functions is copied with its layout, and every file the manifest names is checked.
 */
import { cp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * @typedef {{ functionId: string, paths: string[], entry: string }} BundledFunction
 * @typedef {import("gatsby").FunctionsManifest} FunctionsManifest
 * @typedef {import("gatsby").RoutesManifest} RoutesManifest
 * @typedef {import("gatsby").IFunctionRoute} FunctionRoute
 */

/** Where Gatsby compiles the site's Functions (relative to the site's root). */
export const compiledFunctionsDir = path.join(".cache", "functions");
/** Files in compiledFunctionsDir that only the build reads. */
const buildOnlyFiles = new Set(["manifest.json", ".compile-record.json"]);

/**
 * The Functions' list for the server, from Gatsby's two manifests.
 * @param {FunctionsManifest} functionsManifest
 * @param {RoutesManifest} routesManifest
 * @returns {BundledFunction[]}
 */
export const bundledFunctions = (functionsManifest, routesManifest) =>
  functionsManifest.map((fn) => {
    const entry = path.posix.relative(compiledFunctionsDir.split(path.sep).join("/"), fn.pathToEntryPoint);
    if (entry.startsWith("..")) {
      // ssr-engine (SSR and DSG pages) lives elsewhere and needs Gatsby's page engine: not served here.
      throw new Error(
        `The self-hosted adapter serves Gatsby Functions only; "${fn.name}" (${fn.functionId}) is not one. Build SSR/DSG pages as static pages.`,
      );
    }
    const paths = routesManifest
      .filter((route) => route.type === "function" && /** @type {FunctionRoute} */ (route).functionId === fn.functionId)
      .map((route) => route.path);
    if (paths.some((route) => /[:*[]/.test(route))) {
      throw new Error(
        `Function ${fn.name} has a dynamic path (${paths.join(", ")}); the Functions server routes exact paths only.`,
      );
    }
    return { functionId: fn.functionId, paths, entry };
  });

/**
 * Copies the compiled Functions into `outDir` (emptied first) and writes its functions.json.
 * @param {{ siteRoot: string, functionsManifest: FunctionsManifest, routesManifest: RoutesManifest, outDir: string }} options
 * @returns {Promise<BundledFunction[]>}
 */
export const bundleFunctions = async ({ siteRoot, functionsManifest, routesManifest, outDir }) => {
  const functions = bundledFunctions(functionsManifest, routesManifest);
  await rm(outDir, { recursive: true, force: true });
  await cp(path.join(siteRoot, compiledFunctionsDir), outDir, {
    recursive: true,
    // Not Gatsby's own list, with this machine's absolute paths (functions.json replaces it), nor
    // the record of what the compilation read (patches/gatsby+5.16.1.patch).
    filter: (source) => !buildOnlyFiles.has(path.basename(source)),
  });
  for (const fn of functionsManifest) {
    for (const file of fn.requiredFiles) {
      const copied = path.join(outDir, path.relative(compiledFunctionsDir, file));
      try {
        await stat(copied);
      } catch {
        throw new Error(`Function ${fn.name} needs ${file}, which was not copied to ${outDir}`);
      }
    }
  }
  await writeFile(path.join(outDir, "functions.json"), `${JSON.stringify(functions, null, 2)}\n`);
  return functions;
};
