import { contentSecurityPolicy, securityHeaders, siteHeaders } from "../security-headers";

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe("content security policy", () => {
  it("is pinned: any change to it is deliberate", () => {
    expect(contentSecurityPolicy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
        "worker-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("lets the search compile WebAssembly but never allows eval", () => {
    const scriptSources = directives(contentSecurityPolicy).get("script-src");
    expect(scriptSources).toContain("'wasm-unsafe-eval'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  it("allows workers, fetches and scripts from the site only", () => {
    const policy = directives(contentSecurityPolicy);
    for (const directive of ["worker-src", "connect-src", "script-src", "default-src"]) {
      expect(policy.get(directive)?.filter((source) => !source.startsWith("'"))).toEqual([]);
    }
    expect(policy.get("worker-src")).toEqual(["'self'"]);
  });

  it("is sent on every path", () => {
    expect(siteHeaders).toEqual([{ source: "/*", headers: [...securityHeaders] }]);
    expect(securityHeaders.find(({ key }) => key === "content-security-policy")?.value).toBe(contentSecurityPolicy);
  });
});
