import type { IFunctionRoute, IRedirectRoute, IStaticRoute, RoutesManifest } from "gatsby";

export const security = [
  { key: "content-security-policy", value: "default-src 'self'; frame-ancestors 'none'" },
  { key: "x-frame-options", value: "DENY" },
];
export const revalidate = [{ key: "cache-control", value: "public, max-age=0, must-revalidate" }, ...security];
export const immutable = [{ key: "cache-control", value: "public, max-age=31536000, immutable" }, ...security];

export const page = (path: string, filePath: string): IStaticRoute => ({ type: "static", path, filePath, headers: revalidate });
export const asset = (name: string): IStaticRoute => ({
  type: "static",
  path: `/${name}`,
  filePath: `public/${name}`,
  headers: immutable,
});
export const redirect = (path: string, toPath: string, status: 301 | 302, ignoreCase = false): IRedirectRoute => ({
  type: "redirect",
  path,
  toPath,
  status,
  ignoreCase,
  headers: security,
});
export const fn = (path: string, functionId: string): IFunctionRoute => ({ type: "function", path, functionId });

/** A small site as Gatsby's routes manifest describes it. */
export const sampleRoutes: RoutesManifest = [
  page("/", "public/index.html"),
  page("/blog/", "public/blog/index.html"),
  page("/404.html", "public/404.html"),
  asset("app-0123abcd.js"),
  redirect("/blog/blog-details/", "/blog/14/", 302),
  redirect("/Team/Team-Details/", "/team/", 301, true),
  fn("/api/outreach/subscription/", "outreach-subscription-js"),
];
