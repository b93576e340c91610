/** @jest-environment node */
import { brotliStaticModule, mainConf, siteConf } from "../site-config.mjs";

const settings = {
  listen: "127.0.0.1:8080",
  publicDir: "/srv/site/public",
  routesDir: "/srv/site/self-hosted/nginx",
  functions: ["127.0.0.1:9301", "127.0.0.1:9302"],
  brotli: true,
};

describe("siteConf", () => {
  const conf = siteConf(settings);

  it("lists every replica in the upstream, each taken out for a while after one failed connection", () => {
    expect(conf).toContain(
      "upstream site_functions {\n  server 127.0.0.1:9301 max_fails=1 fail_timeout=10s;\n  server 127.0.0.1:9302 max_fails=1 fail_timeout=10s;\n}",
    );
  });

  it("moves a request to another replica only when its connection fails, never a sent POST", () => {
    const directives = conf
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .join("\n");
    expect(directives).toMatch(/^\s*proxy_next_upstream error;$/m);
    expect(directives).not.toMatch(/non_idempotent|proxy_next_upstream [^;]*timeout|http_50/);
    expect(directives).not.toMatch(/keepalive \d/);
  });

  it("serves the build's files, precompressed copies included, with no version in Server and no absolute redirects", () => {
    expect(conf).toContain('root "/srv/site/public";');
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("brotli_static on;");
    expect(conf).toContain("server_tokens off;");
    expect(conf).toContain("absolute_redirect off;");
    expect(conf).toContain('include "/srv/site/self-hosted/nginx/routes-http.conf";');
    expect(conf).toContain('include "/srv/site/self-hosted/nginx/routes-server.conf";');
    expect(conf).toContain("proxy_hide_header X-Powered-By;");
    expect(conf).toMatch(/client_max_body_size 16k;[\s\S]*client_body_timeout 10s;/);
  });

  it("leaves brotli out when nginx lacks the module", () => {
    expect(siteConf({ ...settings, brotli: false })).not.toContain("brotli");
    expect(mainConf({ siteConfPath: "/x/site.conf", stateDir: "/x/state", user: null, brotli: false })).not.toContain("brotli");
  });

  it("refuses replicas and listen values that are not what nginx expects", () => {
    expect(() => siteConf({ ...settings, functions: [] })).toThrow(/At least one/);
    expect(() => siteConf({ ...settings, functions: ["http://127.0.0.1:9301"] })).toThrow(/host:port/);
    expect(() => siteConf({ ...settings, listen: "8080; include /etc/passwd" })).toThrow(/listen/);
  });
});

describe("mainConf", () => {
  it("runs the site on its own: module, user, state files, mime types, site.conf", () => {
    const conf = mainConf({ siteConfPath: "/x/site.conf", stateDir: "/x/state", user: "www-data", brotli: true });
    expect(conf).toContain(`load_module ${brotliStaticModule};`);
    expect(conf).toContain("user www-data;");
    expect(conf).toContain('pid "/x/state/nginx.pid";');
    expect(conf).toContain('client_body_temp_path "/x/state/temp/body";');
    expect(conf).toContain("application/manifest+json webmanifest;");
    expect(conf).toContain('include "/x/site.conf";');
  });
});
