/**
 * Gatsby's routes manifest completed where Gatsby leaves the host to fill in:
 *
 * - Files Gatsby cannot classify (images under static/, robots.txt, the search index...) come
 *   with the security headers but no `cache-control`; Gatsby's header routes hold the caching
 *   for them (`/static/*` a year and immutable, everything else `/*` revalidated). Each such
 *   file gets the most specific matching header route's values for the names it lacks.
 * - The precompressed copies an earlier build left beside their originals (`app.js.gz`) are
 *   listed as files of their own; nginx sends them in place of the original, under its route,
 *   so they are left out (precompress.mjs writes them afresh after the manifest is read).
 * - Function routes come with the trailing slash of `trailingSlash: "always"`
 *   (`/api/outreach/subscription/`), but Gatsby serves a Function at its name without one, and
 *   that is where the site's forms post. Both spellings reach the Function.
 */

/**
 * @typedef {import("gatsby").RoutesManifest} RoutesManifest
 * @typedef {import("gatsby").IStaticRoute} StaticRoute
 * @typedef {{ path: string, headers: { key: string, value: string }[] }} HeaderRoute
 */

/**
 * Gatsby's wildcard header routes (`/*`, `/static/*`): the rules for files it cannot classify.
 * The rest of its header routes, one per route with the site's headers (about 110,000 at 10,000
 * posts), repeat the headers the routes manifest gives each route.
 * @param {readonly HeaderRoute[]} headerRoutes
 */
export const wildcardHeaderRoutes = (headerRoutes) => headerRoutes.filter((rule) => rule.path.endsWith("/*"));

/**
 * The wildcard header routes, most specific (longest prefix) first.
 * @param {readonly HeaderRoute[]} headerRoutes
 */
const wildcardRules = (headerRoutes) =>
  wildcardHeaderRoutes(headerRoutes)
    .map((rule) => ({ prefix: rule.path.slice(0, -1), headers: rule.headers }))
    .sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * The route with the headers its matching wildcard rules add; the route itself when they add
 * none, as for every page and every file Gatsby classified (at 10,000 posts, over 100,000 routes
 * not copied on every build).
 * @param {StaticRoute} route
 * @param {ReturnType<typeof wildcardRules>} rules
 * @returns {StaticRoute}
 */
const withWildcardHeaders = (route, rules) => {
  const present = new Set(route.headers.map(({ key }) => key.toLowerCase()));
  /** @type {StaticRoute["headers"]} */
  const added = [];
  for (const rule of rules) {
    if (!route.path.startsWith(rule.prefix)) continue;
    for (const header of rule.headers) {
      if (present.has(header.key.toLowerCase())) continue;
      present.add(header.key.toLowerCase());
      added.push(header);
    }
  }
  return added.length === 0 ? route : { ...route, headers: [...route.headers, ...added] };
};

/**
 * @param {RoutesManifest} routesManifest
 * @param {readonly HeaderRoute[]} headerRoutes the adapter context's `headerRoutes`
 * @returns {RoutesManifest}
 */
export const completeRoutes = (routesManifest, headerRoutes) => {
  const rules = wildcardRules(headerRoutes);
  const files = new Set(routesManifest.flatMap((route) => (route.type === "static" ? [route.filePath] : [])));
  const isPrecompressedCopy = (/** @type {string} */ file) => /\.(gz|br)$/.test(file) && files.has(file.slice(0, -3));
  /** @type {(route: RoutesManifest[number]) => RoutesManifest} */
  const complete = (route) => {
    if (route.type === "static") return isPrecompressedCopy(route.filePath) ? [] : [withWildcardHeaders(route, rules)];
    if (route.type === "function" && route.path.length > 1 && route.path.endsWith("/")) {
      return [route, { ...route, path: route.path.slice(0, -1) }];
    }
    return [route];
  };
  return routesManifest.flatMap(complete);
};

/**
 * Every file of public/ when Gatsby made the manifest (relative, with `/`): Gatsby walks public/
 * for it and gives each file a static route, the precompressed copies included.
 * @param {RoutesManifest} routesManifest
 * @returns {string[]}
 */
export const publicFilesOf = (routesManifest) =>
  routesManifest.flatMap((route) => (route.type === "static" ? [route.filePath.replace(/^public\//, "")] : []));
