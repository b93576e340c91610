/**
 * The managed path checked (`npm run test:netlify`): what a Netlify build of the site leaves
 * for Netlify to deploy, read as Netlify reads it. `_headers` and `_redirects` go through
 * Netlify's own parsers; the headers of each page and file are the matching rules applied in
 * order (netlify-rules.mjs); the Functions are called through the handlers the adapter wrote.
 * What the site declares comes from the build itself, never from the adapter's output: the
 * configuration Gatsby compiled (its `headers`), the build's record of every `createRedirect`
 * (`.cache/site-redirects.json`, src/gatsby/node/redirect-stubs.ts) and the files under `src/api`.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { createChecks } from "./checks.mjs";
import { callNetlifyFunction, netlifyHandler } from "./netlify-function-call.mjs";
import {
  declaredStatus,
  filesAnswering,
  bundlesOfBuild,
  functionRouteOf,
  headersForPath,
  samePathUpToSlash,
  urlPathOf,
  webpackRuntimeOf,
} from "./netlify-rules.mjs";
import { storedSignUps } from "./stored-sign-ups.mjs";

/**
 * @typedef {import("./netlify-rules.mjs").HeaderRule} HeaderRule
 * @typedef {import("./netlify-rules.mjs").DeclaredRedirect} DeclaredRedirect
 * @typedef {{ from: string, to: string, status?: number, force: boolean }} RedirectRule
 */

const revalidate = "public, max-age=0, must-revalidate";
const immutable = "public, max-age=31536000, immutable";
/** Gatsby's own headers for every page, which a production front door must send too (issue 28). */
const gatsbyPageHeaders = {
  "cache-control": revalidate,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
};
const adapterMarker = "# gatsby-adapter-netlify start";

/**
 * Every file under `dir`, as paths inside it with `/` separators.
 * @param {string} dir
 * @returns {string[]}
 */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));

/**
 * The headers the site declares for every path (`source: "/*"` in gatsby-config's `headers`,
 * src/gatsby/node/security-headers.ts), from the configuration Gatsby compiled for this build.
 * @param {string} siteDir
 * @returns {Record<string, string>}
 */
const declaredSiteHeaders = (siteDir) => {
  const compiled = path.join(siteDir, ".cache/compiled/gatsby-config.js");
  if (!existsSync(compiled)) throw new Error(`${compiled} is missing: did the build run in ${siteDir}?`);
  const loaded = /** @type {{ default?: import("gatsby").GatsbyConfig } & import("gatsby").GatsbyConfig} */ (
    createRequire(import.meta.url)(compiled)
  );
  const entries = (loaded.default ?? loaded).headers ?? [];
  return Object.fromEntries(
    entries
      .filter((entry) => entry.source === "/*")
      .flatMap((entry) => entry.headers)
      .map(({ key, value }) => [key.toLowerCase(), value]),
  );
};

/**
 * The texts that name this build's bundles (netlify-rules.mjs's bundlesOfBuild): Gatsby's stats
 * and chunk map, and the webpack runtime among the files the stats name (in the app entry's).
 * @param {string} publishDir
 * @returns {import("./netlify-rules.mjs").BuildBundleRecords}
 */
const bundleRecords = (publishDir) => {
  const stats = readFileSync(path.join(publishDir, "webpack.stats.json"), "utf8");
  const runtimeFile = webpackRuntimeOf(stats);
  if (!runtimeFile) throw new Error(`${publishDir}/webpack.stats.json names no webpack runtime`);
  return {
    stats,
    chunkMap: readFileSync(path.join(publishDir, "chunk-map.json"), "utf8"),
    runtime: readFileSync(path.join(publishDir, runtimeFile), "utf8"),
  };
};

/**
 * How `urlPath`'s headers differ from `expected`: the names missing or with another value.
 * @param {readonly HeaderRule[]} rules
 * @param {string} urlPath
 * @param {Record<string, string>} expected
 */
const headerMismatches = (rules, urlPath, expected) => {
  const sent = headersForPath(rules, urlPath);
  return Object.entries(expected)
    .filter(([name, value]) => sent[name] !== value)
    .map(([name, value]) => ({ path: urlPath, header: name, expected: value, sent: sent[name] ?? "(none)" }));
};

/**
 * @param {{ siteDir: string, functionsEnv: NodeJS.ProcessEnv, directusUrl: string, adminToken: string }} options
 *   siteDir: the built site (a project copy); functionsEnv: what the Functions read at run time
 *   (Netlify gives them the site's environment); directusUrl, adminToken: to find what a form stored
 * @returns {Promise<{ passed: number, failed: number }>}
 */
export const runNetlifyOutputTest = async ({ siteDir, functionsEnv, directusUrl, adminToken }) => {
  const { check, result } = createChecks();
  /**
   * A count that must lie within bounds, so that a check over "every X" never passes over none.
   * @param {string} what
   * @param {number} count
   * @param {number} min
   * @param {number} max
   */
  const checkCount = (what, count, min, max) =>
    check(`${count} ${what} (between ${min} and ${max})`, count >= min && count <= max, count);

  const publishDir = path.join(siteDir, "public");
  const headersFile = path.join(publishDir, "_headers");
  const redirectsFile = path.join(publishDir, "_redirects");
  const published = filesUnder(publishDir);
  const publishedSet = new Set(published);

  // ---- The adapter ran: Gatsby chose Netlify's by itself, as on Netlify.
  for (const file of [headersFile, redirectsFile]) {
    check(
      `${path.basename(file)} written by gatsby-adapter-netlify`,
      existsSync(file) && readFileSync(file, "utf8").includes(adapterMarker),
      existsSync(file) ? `no "${adapterMarker}" in it` : "missing",
    );
  }

  // ---- Read as Netlify reads them.
  // The parser's declarations type the file list as never[] (inferred from a default of []).
  const parsedHeaders = await parseAllHeaders({
    headersFiles: /** @type {never[]} */ ([headersFile]),
    netlifyConfigPath: undefined,
    minimal: false,
  });
  const headerRules = /** @type {HeaderRule[]} */ (parsedHeaders.headers);
  check(
    `_headers: ${headerRules.length} rules, read by Netlify's parser without an error`,
    parsedHeaders.errors.length === 0 && headerRules.length > 0,
    parsedHeaders.errors.map((error) => String(error.message)),
  );
  const parsedRedirects = await parseAllRedirects({ redirectsFiles: [redirectsFile], configRedirects: [], minimal: true });
  const redirectRules = /** @type {RedirectRule[]} */ (parsedRedirects.redirects);
  check(
    `_redirects: ${redirectRules.length} rules, read by Netlify's parser without an error`,
    parsedRedirects.errors.length === 0 && redirectRules.length > 0,
    parsedRedirects.errors.map((error) => String(error.message)),
  );

  // ---- Headers: every page, every page-data file, every hashed file.
  const siteHeaders = declaredSiteHeaders(siteDir);
  checkCount("headers the site declares for every path", Object.keys(siteHeaders).length, 3, 30);
  check(
    "the site declares a CSP with frame-ancestors 'none' and HSTS",
    String(siteHeaders["content-security-policy"]).includes("frame-ancestors 'none'") &&
      String(siteHeaders["strict-transport-security"]).startsWith("max-age="),
    siteHeaders,
  );
  const pageHeaders = { ...gatsbyPageHeaders, ...siteHeaders };
  /**
   * @param {string} what
   * @param {string[]} files
   * @param {Record<string, string>} expected
   * @param {[number, number]} bounds
   */
  const checkFiles = (what, files, expected, [min, max]) => {
    checkCount(what, files.length, min, max);
    const wrong = files.flatMap((file) => headerMismatches(headerRules, urlPathOf(file), expected));
    check(`${what}: ${Object.keys(expected).join(", ")} as expected`, files.length > 0 && wrong.length === 0, {
      wrong: wrong.length,
      first: wrong.slice(0, 5),
    });
  };
  checkFiles(
    "HTML pages",
    published.filter((file) => file.endsWith(".html")),
    pageHeaders,
    [20, 20_000],
  );
  checkFiles(
    "page-data files",
    published.filter((file) => file.startsWith("page-data/") && file.endsWith("/page-data.json")),
    { "cache-control": revalidate },
    [20, 20_000],
  );
  checkFiles(
    "this build's hashed bundles (name-<contenthash>.js/.css)",
    bundlesOfBuild(published, bundleRecords(publishDir)),
    { "cache-control": immutable },
    [5, 5_000],
  );
  checkFiles(
    "files under static/",
    published.filter((file) => file.startsWith("static/")),
    { "cache-control": immutable },
    [1, 50_000],
  );

  // ---- Redirects: every createRedirect (the build's record of them all: Gatsby's own
  // .cache/redirects.json lacks those its browser runtime does not follow), with its status,
  // not hidden behind a file.
  const redirectsJson = path.join(siteDir, ".cache/site-redirects.json");
  const declared = /** @type {DeclaredRedirect[]} */ (
    existsSync(redirectsJson) ? JSON.parse(readFileSync(redirectsJson, "utf8")) : []
  );
  checkCount("createRedirect calls in the build (.cache/site-redirects.json)", declared.length, 2, 500);
  for (const redirect of declared) {
    const status = declaredStatus(redirect);
    const rule = redirectRules.find((candidate) => candidate.from === redirect.fromPath);
    const shadowing = filesAnswering(redirect.fromPath).filter((file) => publishedSet.has(file));
    check(
      `${redirect.fromPath}: ${status} to ${redirect.toPath}${shadowing.length > 0 ? `, forced over ${shadowing.join(", ")}` : ""}`,
      rule !== undefined && rule.to === redirect.toPath && rule.status === status && (shadowing.length === 0 || rule.force),
      rule
        ? {
            rule: { to: rule.to, status: rule.status, force: rule.force },
            ...(shadowing.length > 0 && !rule.force
              ? { shadowedBy: shadowing, why: "Netlify serves an existing file instead of a rule that is not forced" }
              : {}),
          }
        : "no rule for it in _redirects",
    );
  }
  const declaredFrom = new Set(declared.map((redirect) => redirect.fromPath));
  const unexpected = redirectRules.filter(
    (rule) => rule.status !== undefined && rule.status >= 300 && rule.status < 400 && !declaredFrom.has(rule.from),
  );
  check("_redirects has no redirect the site did not declare", unexpected.length === 0, unexpected);

  // ---- Functions: every one under src/api, routed, bundled and answering.
  const apiDir = path.join(siteDir, "src/api");
  const routes = filesUnder(apiDir)
    .map(functionRouteOf)
    .filter((route) => route !== null);
  checkCount("Functions under src/api", routes.length, 1, 50);
  const functionsDir = path.join(siteDir, ".netlify/functions-internal");
  const bundled = existsSync(functionsDir) ? readdirSync(functionsDir) : [];
  check(
    `.netlify/functions-internal holds one Function per file under src/api (${bundled.length})`,
    bundled.length === routes.length,
    bundled,
  );
  /** @type {Map<string, import("./netlify-function-call.mjs").LambdaHandler>} */
  const handlers = new Map();
  for (const route of routes) {
    const apiPath = `/api/${route}`;
    const rule = redirectRules.find((candidate) => samePathUpToSlash(candidate.from, apiPath));
    const id = rule?.to.match(/^\/\.netlify\/functions\/([\w-]+)$/)?.[1];
    const entry = id ? path.join(functionsDir, id, `${id}.js`) : "";
    const config = id ? path.join(functionsDir, id, `${id}.json`) : "";
    const included = /** @type {{ config?: { includedFiles?: string[], includedFilesBasePath?: string } }} */ (
      config && existsSync(config) ? JSON.parse(readFileSync(config, "utf8")) : {}
    ).config;
    const missing = (included?.includedFiles ?? []).filter(
      (file) => !existsSync(path.join(included?.includedFilesBasePath ?? siteDir, file)),
    );
    const handler = entry && existsSync(entry) ? netlifyHandler(entry) : null;
    if (handler) handlers.set(route, handler);
    check(
      `${apiPath}: rewritten (200) to /.netlify/functions/${id ?? "?"}, whose entry exports a handler and whose ${included?.includedFiles?.length ?? 0} included files exist`,
      rule !== undefined &&
        rule.status === 200 &&
        id !== undefined &&
        handler !== null &&
        (included?.includedFiles?.length ?? 0) > 0 &&
        missing.length === 0,
      { rule, entry, missing },
    );
  }

  // The Functions' own request handling through Netlify's wrapper: the form guard's JSON
  // answers, and a sign-up stored in the CMS.
  const subscribe = handlers.get("outreach/subscription");
  check("the newsletter Function (/api/outreach/subscription) is among them", subscribe !== undefined);
  if (subscribe) {
    Object.assign(process.env, functionsEnv);
    const apiPath = "/api/outreach/subscription";
    // A page of the site posts with Sec-Fetch-Site: same-origin (the origin check, src/server/site-origin.ts).
    const fromSite = { "sec-fetch-site": "same-origin" };
    /**
     * @param {import("./netlify-function-call.mjs").FunctionAnswer} answer
     * @param {number} status
     */
    const isJsonAnswer = (answer, status) => {
      try {
        return (
          answer.status === status &&
          answer.headers["content-type"]?.startsWith("application/json") === true &&
          typeof answer.json().message === "string"
        );
      } catch {
        return false;
      }
    };
    const describe = (/** @type {import("./netlify-function-call.mjs").FunctionAnswer} */ answer) => ({
      status: answer.status,
      body: answer.text.slice(0, 200),
    });
    const get = await callNetlifyFunction(subscribe, { method: "GET", path: apiPath, headers: fromSite });
    check(`GET ${apiPath} through Netlify's handler: 405 JSON`, isJsonAnswer(get, 405), describe(get));
    const text = await callNetlifyFunction(subscribe, {
      method: "POST",
      path: apiPath,
      headers: { ...fromSite, "content-type": "text/plain" },
      body: "x",
    });
    check(`POST ${apiPath} as text/plain: 415 JSON`, isJsonAnswer(text, 415), describe(text));
    const json = { ...fromSite, "content-type": "application/json" };
    const bad = await callNetlifyFunction(subscribe, {
      method: "POST",
      path: apiPath,
      headers: json,
      body: JSON.stringify({ email: "not-an-address" }),
    });
    check(
      `POST ${apiPath} with a bad e-mail: 400 JSON naming the field (the body read from Netlify's request)`,
      isJsonAnswer(bad, 400) && typeof bad.json().fieldErrors?.email === "string",
      describe(bad),
    );
    const email = `netlify-${Date.now().toString(36)}@example.com`;
    const good = await callNetlifyFunction(subscribe, {
      method: "POST",
      path: apiPath,
      headers: json,
      body: JSON.stringify({ email }),
    });
    check(`POST ${apiPath} with a new address: 200 JSON`, isJsonAnswer(good, 200), describe(good));
    const stored = await storedSignUps({ url: directusUrl, adminToken, email });
    check("...and the address is stored in the CMS exactly once", stored.status === 200 && stored.rows === 1, stored);

    // Limits per visitor: Netlify's request has no socket; the address is Netlify's client header.
    const badFrom = (/** @type {string} */ address) =>
      callNetlifyFunction(subscribe, {
        method: "POST",
        path: apiPath,
        headers: { ...json, "x-nf-client-connection-ip": address },
        body: JSON.stringify({ email: "not-an-address" }),
      });
    const many = [];
    for (let visitor = 1; visitor <= 11; visitor += 1) many.push((await badFrom(`198.51.100.${visitor}`)).status);
    check(
      "11 POSTs from 11 visitors (x-nf-client-connection-ip): 11 x 400, none limited",
      many.every((status) => status === 400),
      many,
    );
    const one = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) one.push((await badFrom("203.0.113.77")).status);
    check(
      "11 POSTs from one visitor: 10 x 400, then 429 (10 a minute per address)",
      one.slice(0, 10).every((status) => status === 400) && one[10] === 429,
      one,
    );
  }

  const { passed, failed } = result();
  console.log(`\nnetlify: ${passed} passed, ${failed} failed`);
  return { passed, failed };
};
