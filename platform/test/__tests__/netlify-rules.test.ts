/** @jest-environment node */
import {
  bundlesOfBuild,
  declaredStatus,
  filesAnswering,
  functionRouteOf,
  headersForPath,
  isHashedBundle,
  samePathUpToSlash,
  urlPathOf,
  webpackRuntimeOf,
} from "../netlify-rules.mjs";

// Rules as @netlify/headers-parser returns them: its forRegExp makes a trailing slash optional
// and `*` match the rest of the path (written out here: Jest cannot load the ESM-only parser).
const rule = (path: string, forRegExp: RegExp, values: Record<string, string>) => ({ for: path, forRegExp, values });
const everything = rule("/*", /^\/?(.*)\/?$/iu, {
  "cache-control": "public, max-age=0, must-revalidate",
  "x-xss-protection": "1; mode=block",
  "x-frame-options": "DENY",
});
const staticFiles = rule("/static/*", /^\/static\/?(.*)\/?$/iu, { "cache-control": "public, max-age=31536000, immutable" });
const blog = rule("/blog/", /^\/blog\/?$/iu, { "x-xss-protection": "0", "Content-Security-Policy": "default-src 'self'" });

describe("headersForPath", () => {
  it("applies every matching rule in file order, a later one replacing a header an earlier one set", () => {
    expect(headersForPath([everything, staticFiles, blog], "/blog/")).toEqual({
      "cache-control": "public, max-age=0, must-revalidate",
      "x-xss-protection": "0",
      "x-frame-options": "DENY",
      "content-security-policy": "default-src 'self'",
    });
  });

  it("leaves out rules whose path does not match, and the order decides, not the specificity", () => {
    expect(headersForPath([everything, staticFiles], "/static/a/photo.jpg")["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersForPath([staticFiles, everything], "/static/a/photo.jpg")["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(headersForPath([staticFiles, blog], "/about/")).toEqual({});
  });

  it("matches a path with or without its trailing slash, as the parser's expression does", () => {
    expect(headersForPath([blog], "/blog")["x-xss-protection"]).toBe("0");
  });
});

describe("urlPathOf", () => {
  it.each([
    ["index.html", "/"],
    ["blog/index.html", "/blog/"],
    ["blog/14/index.html", "/blog/14/"],
    ["404.html", "/404.html"],
    ["app-0123456789abcdef0123.js", "/app-0123456789abcdef0123.js"],
  ])("%s is served at %s", (file, urlPath) => {
    expect(urlPathOf(file)).toBe(urlPath);
  });
});

describe("isHashedBundle", () => {
  it.each([
    ["app-ebf2ee7a1b52e82b3ca7.js", true],
    ["component---src-pages-index-tsx-46b96fe2dab550938d81.js", true],
    ["styles-0123456789abcdef0123.css", true],
    ["app-ebf2ee7a1b52e82b3ca7.js.map", false],
    ["sw.js", false],
    ["app-ebf2ee7a1b52e82b3c.js", false],
    ["static/app-ebf2ee7a1b52e82b3ca7.js", false],
  ])("%s: %s", (file, hashed) => {
    expect(isHashedBundle(file)).toBe(hashed);
  });
});

describe("declaredStatus", () => {
  it("is 301 for a permanent redirect, 302 for another, and the redirect's own statusCode when it has one", () => {
    expect(declaredStatus({ fromPath: "/a/", toPath: "/b/", isPermanent: true })).toBe(301);
    expect(declaredStatus({ fromPath: "/a/", toPath: "/b/", isPermanent: false })).toBe(302);
    expect(declaredStatus({ fromPath: "/a/", toPath: "/b/" })).toBe(302);
    expect(declaredStatus({ fromPath: "/a/", toPath: "/b/", isPermanent: true, statusCode: 308 })).toBe(308);
  });
});

describe("filesAnswering", () => {
  it("is the folder's index.html for a path with a trailing slash", () => {
    expect(filesAnswering("/blog/blog-details/")).toEqual(["blog/blog-details/index.html"]);
    expect(filesAnswering("/")).toEqual(["index.html"]);
  });

  it("is the file itself, its .html and its folder's index.html for a path without one", () => {
    expect(filesAnswering("/old")).toEqual(["old", "old.html", "old/index.html"]);
  });
});

describe("samePathUpToSlash", () => {
  it("takes /api/name and /api/name/ for the same path, and nothing else", () => {
    expect(samePathUpToSlash("/api/outreach/subscription/", "/api/outreach/subscription")).toBe(true);
    expect(samePathUpToSlash("/api/outreach/", "/api/outreach/")).toBe(true);
    expect(samePathUpToSlash("/api/outreach/", "/api/outreach/subscription")).toBe(false);
    expect(samePathUpToSlash("/api/outreach//", "/api/outreach")).toBe(false);
  });
});

describe("functionRouteOf", () => {
  it.each([
    ["outreach/subscription.ts", "outreach/subscription"],
    ["outreach/index.ts", "outreach"],
    ["requirements.ts", "requirements"],
    ["user/login.js", "user/login"],
    ["index.ts", ""],
  ])("%s is the Function /api/%s", (file, route) => {
    expect(functionRouteOf(file)).toBe(route);
  });

  it.each([
    "__tests__/hostile-requests.test.ts",
    "user/__tests__/helpers.ts",
    "user/login.test.ts",
    "user/login.spec.js",
    "types.d.ts",
    "user/login.tsx",
    "notes.md",
  ])("%s is not a Function", (file) => {
    expect(functionRouteOf(file)).toBeNull();
  });
});

describe("bundlesOfBuild", () => {
  // As Gatsby writes them: the stats by chunk group (the app entry's files hold the runtime).
  const records = {
    stats: JSON.stringify({
      assetsByChunkName: {
        app: ["webpack-runtime-e25bb595efae612b6ffe.js", "app-ebf2ee7a1b52e82b3ca7.js"],
        "component---src-pages-index-tsx": ["component---src-pages-index-tsx-46b96fe2dab550938d81.js"],
      },
    }),
    chunkMap: JSON.stringify({ "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-46b96fe2dab550938d81.js"] }),
    runtime: 'u=e=>e+"-"+{279:"3df33429fc90e9054bf0",817:"81e164ff15cf16e7b5de"}[e]+".js"',
  };

  it("keeps the bundles the stats and chunk map name and the chunks the runtime loads on demand", () => {
    const files = [
      "app-ebf2ee7a1b52e82b3ca7.js",
      "webpack-runtime-e25bb595efae612b6ffe.js",
      "component---src-pages-index-tsx-46b96fe2dab550938d81.js",
      "279-3df33429fc90e9054bf0.js",
      "817-81e164ff15cf16e7b5de.js",
    ];
    expect(bundlesOfBuild(files, records)).toEqual(files);
  });

  it("finds the webpack runtime among the files the stats name", () => {
    expect(webpackRuntimeOf(records.stats)).toBe("webpack-runtime-e25bb595efae612b6ffe.js");
    expect(webpackRuntimeOf(JSON.stringify({ assetsByChunkName: { app: ["app-ebf2ee7a1b52e82b3ca7.js"] } }))).toBeUndefined();
  });

  it("leaves out an earlier build's bundles, source maps and other files", () => {
    const files = [
      "app-a04375d25685bb24cf21.js",
      "279-0000000000000000aaaa.js",
      "app-ebf2ee7a1b52e82b3ca7.js.map",
      "chunk-map.json",
      "index.html",
    ];
    expect(bundlesOfBuild(files, records)).toEqual([]);
  });
});
