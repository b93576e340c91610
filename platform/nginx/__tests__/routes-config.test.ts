/** @jest-environment node */
import { routesConfig } from "../routes-config.mjs";
import { asset, page, redirect, sampleRoutes } from "../__fixtures__/routes";

const mapLines = (httpConf: string): string[] => {
  const start = httpConf.indexOf("map $uri $site_header_set {");
  return httpConf
    .slice(start, httpConf.indexOf("}", start))
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean);
};

describe("routesConfig", () => {
  const { httpConf, serverConf, counts } = routesConfig(sampleRoutes);

  it("gives each file its route's header set, keyed by the file nginx serves; anything else gets the 404 page's", () => {
    expect(mapLines(httpConf)).toEqual([
      "default 1;",
      '"/index.html" 1;',
      '"/blog/index.html" 1;',
      '"/404.html" 1;',
      '"/app-0123abcd.js" 2;',
      '"/blog/blog-details/" 3;',
      '"/blog/blog-details" 3;',
      '"~*^(/Team/Team-Details/|/Team/Team-Details)$" 3;',
    ]);
    expect(counts).toEqual({ static: 4, redirects: 2, functions: 1, headerSets: 3 });
  });

  it("sends each header name from its own map, empty (not sent) for sets without it, also on error answers", () => {
    expect(httpConf).toContain(
      'map $site_header_set $site_header_cache_control {\n  default "";\n  1 "public, max-age=0, must-revalidate";\n  2 "public, max-age=31536000, immutable";\n}',
    );
    expect(serverConf).toContain("add_header cache-control $site_header_cache_control always;");
    expect(serverConf).toContain("add_header content-security-policy $site_header_content_security_policy always;");
    expect(serverConf.match(/^add_header /gm)).toHaveLength(3);
  });

  it("answers each redirect with its status on both trailing-slash forms, keeping the query", () => {
    expect(serverConf).toContain('location = "/blog/blog-details/" { return 302 "/blog/14/$is_args$args"; }');
    expect(serverConf).toContain('location = "/blog/blog-details" { return 302 "/blog/14/$is_args$args"; }');
    expect(serverConf).toContain(
      'location ~* "^(/Team/Team-Details/|/Team/Team-Details)$" { return 301 "/team/$is_args$args"; }',
    );
  });

  it("leaves the other slash form to a page that has it", () => {
    const { serverConf: conf } = routesConfig([page("/old/", "public/old/index.html"), redirect("/old", "/new/", 301)]);
    expect(conf).toContain('location = "/old" { return 301');
    expect(conf).not.toContain('location = "/old/"');
  });

  it("proxies each Function route on its exact path, with the body limit and JSON refusals", () => {
    expect(serverConf).toContain(
      [
        'location = "/api/outreach/subscription/" {',
        "  # outreach-subscription-js",
        "  client_max_body_size 64k;",
        "  error_page 413 = @api_too_large;",
        "  error_page 502 503 = @api_unavailable;",
        "  error_page 504 = @api_timeout;",
        "  proxy_pass http://site_functions;",
        "}",
      ].join("\n"),
    );
    expect(serverConf).toMatch(/location \/api\/ \{[^}]*return 404 '\{"message"/);
    expect(serverConf).toContain("error_page 404 /404.html;");
  });

  it("keys nginx's case-insensitive map once per path, the most specific route first", () => {
    const { httpConf: conf } = routesConfig([asset("A.js"), { ...page("/a.js", "public/a.js"), headers: [] }]);
    expect(mapLines(conf).filter((line) => line.toLowerCase().includes("/a.js"))).toEqual(['"/A.js" 1;']);
  });

  it("refuses a value nginx would read as a variable, and a file outside public/", () => {
    expect(() => routesConfig([redirect("/a/", "/b/$1", 301)])).toThrow(/cannot be written into nginx/);
    expect(() => routesConfig([{ ...page("/x/", "static/x.html") }])).toThrow(/outside public/);
  });
});
