/**
 * How Netlify serves a deploy, as small pure functions for the Netlify output test
 * (netlify-output-test.mjs). The files themselves are read by Netlify's own parsers
 * (@netlify/headers-parser, @netlify/redirect-parser); these apply the parsed rules to the
 * site's paths and say what the site declared. Tests: __tests__/netlify-rules.test.ts.
 */

/**
 * A rule of `_headers` as @netlify/headers-parser returns it (`minimal: false`).
 * @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule
 */

/**
 * The headers Netlify sends for `urlPath`: every rule whose path matches it (the parser's own
 * `forRegExp`, which also ignores a trailing slash), in file order, a later rule replacing a
 * header an earlier one set, as Netlify's CLI applies them. Gatsby's adapter relies on that
 * order: its `/*` rule carries Gatsby's defaults and each route's own rule comes after it.
 * Header names are lower-cased (HTTP names are case-insensitive).
 * @param {readonly HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export const headersForPath = (rules, urlPath) => {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
  }
  return headers;
};

/**
 * The address a file of the publish directory answers at: `blog/index.html` at `/blog/`,
 * anything else at its own path.
 * @param {string} relativeFile a path inside the publish directory, with `/` separators
 * @returns {string}
 */
export const urlPathOf = (relativeFile) => {
  if (relativeFile === "index.html") return "/";
  if (relativeFile.endsWith("/index.html")) return `/${relativeFile.slice(0, -"index.html".length)}`;
  return `/${relativeFile}`;
};

/** A bundle's name at the root of the publish directory, its content hash captured. */
const hashedBundleName = /^[^/]+-([0-9a-f]{20})\.(?:js|css)$/;

/**
 * Whether a file at the root of the publish directory is one of webpack's bundles, named with
 * their content's hash (Gatsby's `[name]-[contenthash].js`, 20 hex digits), so it can be
 * cached for good.
 * @param {string} relativeFile
 * @returns {boolean}
 */
export const isHashedBundle = (relativeFile) => hashedBundleName.test(relativeFile);

/**
 * What names this build's bundles: Gatsby's `webpack.stats.json` and `chunk-map.json` name the
 * bundles its pages load, and its webpack runtime names the chunks it loads on demand by their
 * content hash (`279:"3df3…"`).
 * @typedef {{ stats: string, chunkMap: string, runtime: string }} BuildBundleRecords
 */

/**
 * The webpack runtime's bundle among the files Gatsby's `webpack.stats.json` names (it is one of
 * the app entry's), or undefined.
 * @param {string} stats the stats file's text
 * @returns {string | undefined}
 */
export const webpackRuntimeOf = (stats) =>
  /** @type {string[]} */ (Object.values(JSON.parse(stats).assetsByChunkName ?? {}).flat()).find(
    (file) => file.startsWith("webpack-runtime-") && isHashedBundle(file),
  );

/**
 * The hashed bundles among `files` that this build made. A warm build's publish directory also
 * holds earlier builds' bundles, which Gatsby leaves there and does not give long-term caching
 * (only its own compilation's assets are immutable), so what is checked as immutable is this set.
 * @param {readonly string[]} files paths in the publish directory
 * @param {BuildBundleRecords} records the three files' texts
 * @returns {string[]}
 */
export const bundlesOfBuild = (files, { stats, chunkMap, runtime }) => {
  const named = `${stats}\n${chunkMap}`;
  return files.filter((file) => {
    const hash = hashedBundleName.exec(file)?.[1];
    if (!hash) return false;
    return named.includes(`"${file}"`) || named.includes(`"/${file}"`) || runtime.includes(`"${hash}"`);
  });
};

/**
 * A `createRedirect` as the build records it in `.cache/site-redirects.json` (Gatsby's redirect, as it holds it).
 * @typedef {{ fromPath: string, toPath: string, isPermanent?: boolean, statusCode?: number, force?: boolean }} DeclaredRedirect
 */

/**
 * The status Gatsby gives a redirect (its routes manifest): `statusCode` when given, else 301
 * for a permanent one and 302 for the others.
 * @param {DeclaredRedirect} redirect
 * @returns {number}
 */
export const declaredStatus = (redirect) => redirect.statusCode ?? (redirect.isPermanent ? 301 : 302);

/**
 * The files of the publish directory that would answer `fromPath` themselves. Netlify serves
 * such a file instead of applying a rule for that path, unless the rule is forced (`301!`):
 * "shadowing" in Netlify's redirect docs.
 * @param {string} fromPath
 * @returns {string[]} paths inside the publish directory
 */
export const filesAnswering = (fromPath) => {
  const inside = fromPath.replace(/^\/+/, "");
  if (inside === "" || inside.endsWith("/")) return [`${inside}index.html`];
  return [inside, `${inside}.html`, `${inside}/index.html`];
};

/**
 * Two paths that Netlify's redirect matching takes for the same: equal up to one trailing
 * slash (Gatsby writes a Function's rule as `/api/name/` with `trailingSlash: "always"`, and
 * the site's forms post to `/api/name`).
 * @param {string} a
 * @param {string} b
 * @returns {boolean}
 */
export const samePathUpToSlash = (a, b) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

/**
 * The route of a file under `src/api` as Gatsby 5 makes Functions of them: `.js` and `.ts`
 * files, except tests (`__tests__/`, `*.test.*`, `*.spec.*`) and declarations (`.d.ts`);
 * `index` names its folder. Null for a file that is not a Function.
 * @param {string} relativeFile a path inside src/api, with `/` separators
 * @returns {string | null} e.g. `outreach/subscription`, `outreach` for `outreach/index.ts`
 */
export const functionRouteOf = (relativeFile) => {
  const parts = relativeFile.split("/");
  const file = parts.pop() ?? "";
  const name = /^(.+)\.(?:js|ts)$/.exec(file)?.[1];
  if (!name || parts.includes("__tests__") || /\.(?:test|spec)\.(?:js|ts)$/.test(file) || file.endsWith(".d.ts")) return null;
  return [...parts, ...(name === "index" ? [] : [name])].join("/");
};
