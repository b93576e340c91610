/** @jest-environment node */
import type { IStaticRoute, RoutesManifest } from "gatsby";
import { completeRoutes, publicFilesOf } from "../site-routes.mjs";

const base = [{ key: "x-frame-options", value: "DENY" }];
const headerRoutes = [
  { path: "/*", headers: [{ key: "cache-control", value: "public, max-age=0, must-revalidate" }, ...base] },
  { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
];
const file = (name: string, headers = base): IStaticRoute => ({
  type: "static",
  path: `/${name}/`,
  filePath: `public/${name}`,
  headers,
});

describe("completeRoutes", () => {
  it("caches a file under static/ a year and any other unclassified file revalidated, as Gatsby's header routes say", () => {
    const [image, robots] = completeRoutes([file("static/abc/photo.jpg"), file("robots.txt")], headerRoutes) as IStaticRoute[];
    expect(image?.headers).toEqual([...base, { key: "cache-control", value: "public, max-age=31536000, immutable" }]);
    expect(robots?.headers).toEqual([...base, { key: "cache-control", value: "public, max-age=0, must-revalidate" }]);
  });

  it("keeps the headers a route already has", () => {
    const own = [{ key: "Cache-Control", value: "no-store" }];
    expect((completeRoutes([file("static/x.json", own)], headerRoutes)[0] as IStaticRoute).headers).toEqual([
      ...own,
      { key: "x-frame-options", value: "DENY" },
    ]);
  });

  it("drops precompressed copies of listed files, keeps a .gz that is a file of its own", () => {
    const routes = completeRoutes([file("app.js"), file("app.js.gz"), file("app.js.br"), file("archive.tar.gz")], headerRoutes);
    expect(routes.map((route) => (route as IStaticRoute).filePath)).toEqual(["public/app.js", "public/archive.tar.gz"]);
  });

  it("reaches a Function at its name without the trailing slash too, where Gatsby serves it and the forms post", () => {
    const routes = completeRoutes([{ type: "function", path: "/api/outreach/subscription/", functionId: "sub" }], headerRoutes);
    expect(routes.map((route) => route.path)).toEqual(["/api/outreach/subscription/", "/api/outreach/subscription"]);
  });
});

describe("publicFilesOf", () => {
  it("lists every static route's file under public/, the precompressed copies included, and nothing else", () => {
    const manifest: RoutesManifest = [
      file("blog/index.html"),
      file("blog/index.html.gz"),
      { type: "redirect", path: "/old/", toPath: "/new/", status: 301, headers: base },
      { type: "function", path: "/api/contact/", functionId: "contact" },
      file("public/odd.txt"),
    ];
    expect(publicFilesOf(manifest)).toEqual(["blog/index.html", "blog/index.html.gz", "public/odd.txt"]);
  });
});
