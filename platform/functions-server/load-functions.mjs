/**
 * Loads every Function of a self-hosted build once (self-hosted/functions, written by the
 * adapter), unlike `gatsby serve`, which requires each one again on every request.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * @typedef {(req: import("./gatsby-function-api.mjs").FunctionRequest, res: import("./gatsby-function-api.mjs").FunctionResponse) => unknown} FunctionHandler
 * @typedef {{ functionId: string, handler: FunctionHandler }} LoadedFunction
 */

/** Gatsby's four body parsers (a Function's `config.bodyParser`). */
const parserKinds = /** @type {const} */ (["json", "raw", "text", "urlencoded"]);

/** Content types a client sends and Gatsby's parsers would take by default. */
const parsedTypes = /^(\*\/\*|application\/(json|\*\+json|octet-stream|x-www-form-urlencoded|\*)|text\/(plain|\*))$/i;

/**
 * Whether a Function reads its own body: every one of Gatsby's parsers is configured with a
 * content type no client sends as such (src/server/json-endpoint.ts `jsonFunctionConfig`). The
 * Functions server parses no body, so a Function that relies on Gatsby parsing would get none.
 * @param {unknown} config the Function module's `config` export
 */
export const readsOwnBody = (config) => {
  const bodyParser = /** @type {{ bodyParser?: Record<string, { type?: unknown } | undefined> } | undefined} */ (config)
    ?.bodyParser;
  return parserKinds.every((kind) => {
    const type = bodyParser?.[kind]?.type;
    return typeof type === "string" && !parsedTypes.test(type.trim());
  });
};

/**
 * The Functions by request path.
 * @param {string} functionsDir the adapter's self-hosted/functions
 * @returns {Map<string, LoadedFunction>}
 */
export const loadFunctions = (functionsDir) => {
  const listFile = path.join(path.resolve(functionsDir), "functions.json");
  if (!existsSync(listFile)) {
    throw new Error(`No Functions at ${listFile}: build with SITE_ADAPTER=self-hosted first (or set FUNCTIONS_DIR).`);
  }
  /** @type {import("../adapter/function-bundle.mjs").BundledFunction[]} */
  const list = JSON.parse(readFileSync(listFile, "utf8"));
  const requireFunction = createRequire(listFile);
  /** @type {Map<string, LoadedFunction>} */
  const byPath = new Map();
  for (const { functionId, paths, entry } of list) {
    const exported = requireFunction(`./${entry}`);
    const handler = exported?.default ?? exported;
    if (typeof handler !== "function") throw new Error(`Function ${functionId} (${entry}) does not export a function`);
    if (!readsOwnBody(exported?.config)) {
      throw new Error(
        `Function ${functionId} (${entry}) leaves body parsing to Gatsby; this server parses no body. Export jsonFunctionConfig as its config (src/server/json-endpoint.ts).`,
      );
    }
    for (const requestPath of paths) byPath.set(requestPath, { functionId, handler });
  }
  return byPath;
};
