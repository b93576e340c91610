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
 * The wildcard header routes (`/static/*`), most specific (longest prefix) first.
 * @param {readonly HeaderRoute[]} headerRoutes
 */
const wildcardRules = (headerRoutes) =>
  headerRoutes
    .filter((rule) => rule.path.endsWith("/*"))
    .map((rule) => ({ prefix: rule.path.slice(0, -1), headers: rule.headers }))
    .sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * @param {StaticRoute} route
 * @param {ReturnType<typeof wildcardRules>} rules
 * @returns {StaticRoute}
 */
const withWildcardHeaders = (route, rules) => {
  const headers = [...route.headers];
  const present = new Set(headers.map(({ key }) => key.toLowerCase()));
  for (const rule of rules) {
    if (!route.path.startsWith(rule.prefix)) continue;
    for (const header of rule.headers) {
      if (present.has(header.key.toLowerCase())) continue;
      present.add(header.key.toLowerCase());
      headers.push(header);
    }
  }
  return { ...route, headers };
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
