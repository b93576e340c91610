/**
 * The part of nginx's configuration that follows from a build: Gatsby's routes manifest turned
 * into two files that a server block includes (platform/nginx/site-config.mjs writes that block).
 *
 * - `routes-http.conf` (http context): which header set each file and redirect gets, and each
 *   set's values, as maps.
 * - `routes-server.conf` (server context): one `add_header` per header name (empty values are
 *   not sent, so each response gets exactly its route's headers), the 404 page, every
 *   `createRedirect` as an exact-match location answering its status, every Function route
 *   proxied to the Functions replicas, and JSON answers for what nginx itself refuses on /api/.
 *
 * Static routes are matched by the file nginx finally serves (`$uri` after the index lookup:
 * `/blog/` is served as `/blog/index.html`), which is exactly the manifest's `filePath`; so a
 * page reached through its directory, a 404 answered with /404.html, and a precompressed file
 * served in place of its original all get their own route's headers.
 */
import { HeaderSets } from "./header-sets.mjs";
import { decodedPath, quote, quoteRegex, regexLiteral } from "./nginx-syntax.mjs";

/** The upstream block's name; site-config.mjs defines it. */
export const functionsUpstream = "site_functions";

/** Where Gatsby writes the site; static routes' `filePath` starts with it. */
const publicPrefix = "public/";

/** What a browser posts at most to a Function; each Function refuses more than its own (smaller) limit in JSON. */
export const functionsBodyLimit = "64k";

/**
 * @typedef {import("gatsby").RoutesManifest} RoutesManifest
 * @typedef {import("gatsby").IStaticRoute} StaticRoute
 * @typedef {import("gatsby").IRedirectRoute} RedirectRoute
 * @typedef {import("gatsby").IFunctionRoute} FunctionRoute
 */

/**
 * The URI nginx serves a static route's file under.
 * @param {StaticRoute} route
 */
const servedUri = (route) => {
  if (!route.filePath.startsWith(publicPrefix)) {
    throw new Error(`A static route's file is outside public/: ${route.filePath} (for ${route.path})`);
  }
  return `/${route.filePath.slice(publicPrefix.length)}`;
};

/**
 * The other spelling of a path with regard to its trailing slash, which a redirect also
 * answers (visitors type both), or null for the root.
 * @param {string} path
 */
const otherSlashForm = (path) => {
  if (path === "/") return null;
  return path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
};

/**
 * A redirect's locations: the exact path and, unless a page or another redirect has it, its
 * other trailing-slash form; case-insensitive redirects use a regular expression instead.
 * The query string is kept, as hosts with redirect support do.
 * @param {RedirectRoute} route
 * @param {Set<string>} claimedPaths request paths that pages and redirects answer
 * @returns {{ locations: string[], mapKeys: string[] }}
 */
const redirectLocations = (route, claimedPaths) => {
  const from = decodedPath(route.path);
  const target = quote(route.toPath, `Redirect target of ${route.path}`);
  // The variables go inside the quoted target (nginx takes one string); quote() refused any `$` of the path itself.
  const returnLine = `return ${route.status} ${target.slice(0, -1)}$is_args$args";`;
  const alternate = otherSlashForm(from);
  const paths = [from, ...(alternate && !claimedPaths.has(alternate) ? [alternate] : [])];
  if (route.ignoreCase) {
    const pattern = `^(${paths.map(regexLiteral).join("|")})$`;
    return {
      locations: [`location ~* ${quoteRegex(pattern, "Redirect path")} { ${returnLine} }`],
      mapKeys: [`~*${pattern}`],
    };
  }
  return {
    locations: paths.map((path) => `location = ${quote(path, "Redirect path")} { ${returnLine} }`),
    mapKeys: paths,
  };
};

/**
 * @param {FunctionRoute} route
 * @returns {string}
 */
const functionLocation = (route) =>
  [
    `location = ${quote(decodedPath(route.path), "Function path")} {`,
    `  # ${route.functionId}`,
    `  client_max_body_size ${functionsBodyLimit};`,
    `  error_page 413 = @api_too_large;`,
    `  error_page 502 503 = @api_unavailable;`,
    `  error_page 504 = @api_timeout;`,
    `  proxy_pass http://${functionsUpstream};`,
    `}`,
  ].join("\n");

/** What nginx answers itself under /api/ (Functions answer JSON; so does nginx in their place). */
const apiAnswers = `# Under /api/, nginx's own refusals are JSON like the Functions' answers, never an HTML page.
location /api/ {
  error_page 413 = @api_too_large;
  default_type application/json;
  add_header Cache-Control "no-store" always;
  return 404 '{"message":"There is no such endpoint."}';
}
location @api_too_large {
  default_type application/json;
  add_header Cache-Control "no-store" always;
  return 413 '{"message":"The form is too large."}';
}
location @api_unavailable {
  default_type application/json;
  add_header Cache-Control "no-store" always;
  add_header Retry-After "10" always;
  return 503 '{"message":"We could not reach our systems. Please try again in a few minutes; your entries are kept."}';
}
location @api_timeout {
  default_type application/json;
  add_header Cache-Control "no-store" always;
  return 504 '{"message":"Our systems took too long to answer. Please try again in a few minutes; your entries are kept."}';
}`;

/**
 * nginx's configuration for a build's routes.
 * @param {RoutesManifest} routes Gatsby's routes manifest (most specific first)
 * @returns {{ httpConf: string, serverConf: string, counts: { static: number, redirects: number, functions: number, headerSets: number } }}
 */
export const routesConfig = (routes) => {
  const sets = new HeaderSets();
  /** @type {Map<string, { key: string, set: number }>} lower-cased key first wins: nginx's maps ignore case */
  const mapEntries = new Map();
  /**
   * @param {string} key
   * @param {number} set
   */
  const addMapEntry = (key, set) => {
    const folded = key.toLowerCase();
    if (!mapEntries.has(folded)) mapEntries.set(folded, { key, set });
  };

  const staticRoutes = /** @type {StaticRoute[]} */ (routes.filter((route) => route.type === "static"));
  const redirects = /** @type {RedirectRoute[]} */ (routes.filter((route) => route.type === "redirect"));
  const functions = /** @type {FunctionRoute[]} */ (routes.filter((route) => route.type === "function"));

  /** @type {number | undefined} */
  let notFoundSet;
  for (const route of staticRoutes) {
    const uri = servedUri(route);
    const set = sets.numberOf(route.headers);
    addMapEntry(uri, set);
    if (uri === "/404.html") notFoundSet = set;
  }

  const claimedPaths = new Set([
    ...staticRoutes.map((route) => decodedPath(route.path)),
    ...redirects.map((r) => decodedPath(r.path)),
  ]);
  const redirectBlocks = redirects.map((route) => {
    const { locations, mapKeys } = redirectLocations(route, claimedPaths);
    const set = sets.numberOf(route.headers);
    for (const key of mapKeys) addMapEntry(key, set);
    return locations.join("\n");
  });

  const entries = [...mapEntries.values()];
  // Regular-expression keys are tried in order after exact ones; keep them last for reading.
  entries.sort((a, b) => Number(a.key.startsWith("~")) - Number(b.key.startsWith("~")));
  // Generous: nginx warns (and builds a slower table) when the hash is too tight for its keys.
  const hashSize = 2 ** Math.ceil(Math.log2(Math.max(entries.length * 8, 4096)));
  // A bucket must hold at least its longest key and a pointer.
  const bucketSize = 2 ** Math.ceil(Math.log2(Math.max(...entries.map(({ key }) => Buffer.byteLength(key)), 32) + 32));
  const headerNames = sets.byHeaderName();
  const variableOf = (/** @type {string} */ name) => `$site_header_${name.replace(/[^a-z0-9]/g, "_")}`;

  const httpConf = [
    "# Written by the self-hosted adapter (platform/adapter) from Gatsby's routes manifest. Do not edit: build again.",
    `# ${staticRoutes.length} files, ${redirects.length} redirects, ${sets.size} header sets.`,
    `map_hash_max_size ${hashSize};`,
    `map_hash_bucket_size ${bucketSize};`,
    "",
    "# Which header set a response gets: by the file served, or by the redirect's path. Anything else",
    "# (a file added after the build) gets the 404 page's set: the site's security headers, revalidated.",
    "map $uri $site_header_set {",
    `  default ${notFoundSet ?? 0};`,
    ...entries.map(
      ({ key, set }) => `  ${key.startsWith("~") ? quoteRegex(key, "Redirect path") : quote(key, "Route path")} ${set};`,
    ),
    "}",
    "",
    ...headerNames.flatMap(({ name, values }) => [
      `map $site_header_set ${variableOf(name)} {`,
      '  default "";',
      ...[...values.entries()].map(([set, value]) => `  ${set} ${quote(value, `Header ${name}`)};`),
      "}",
    ]),
    "",
  ].join("\n");

  const serverConf = [
    "# Written by the self-hosted adapter (platform/adapter) from Gatsby's routes manifest. Do not edit: build again.",
    "",
    "# Every route's headers as Gatsby computed them (gatsby-config `headers` over its caching",
    "# defaults). An empty value is not sent; `always` includes error answers such as the 404 page.",
    ...headerNames.map(({ name }) => `add_header ${name} ${variableOf(name)} always;`),
    "",
    "error_page 404 /404.html;",
    "",
    "# createRedirect: answered before any file, with the redirect's own status.",
    ...redirectBlocks,
    "",
    "# Gatsby Functions, each on its exact path, proxied to the Functions replicas.",
    ...functions.map(functionLocation),
    "",
    apiAnswers,
    "",
    "# Everything else is a file of the build. A directory without its trailing slash is",
    "# answered with a 301 to it by nginx itself; a missing file with the 404 page.",
    "location / {",
    "}",
    "",
  ].join("\n");

  return {
    httpConf,
    serverConf,
    counts: { static: staticRoutes.length, redirects: redirects.length, functions: functions.length, headerSets: sets.size },
  };
};
