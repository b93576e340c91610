/**
 * Response headers for every page, given to Gatsby as `headers` in gatsby-config.ts. A host's
 * Gatsby adapter sends them on top of Gatsby's own (caching, `x-content-type-options`,
 * `x-frame-options`, `referrer-policy`); behind your own proxy, set the same values there
 * (docs/deployment.md, "Security headers"). `e2e/security-headers.spec.ts` serves pages with exactly what an
 * adapter would send and checks that nothing the site does is blocked.
 */

/**
 * Everything comes from the site's own origin. Scripts and styles also allow inline code:
 * Gatsby writes each page's loader data, gatsby-plugin-image its module script and
 * styled-components its `<style>` into the HTML, and those differ per page, so a policy of
 * hashes would need one header per page. Images allow `data:` for the blurred placeholders.
 *
 * The blog search (Pagefind, loaded from /pagefind/ when a visitor uses the search box) runs
 * WebAssembly, which needs `'wasm-unsafe-eval'` (it allows compiling WebAssembly only, not
 * `eval`). Its worker (/pagefind/pagefind-worker.js) is a same-origin script (`worker-src`, kept
 * to 'self' even if script-src grows), and its fetches of the index are same-origin too
 * (`connect-src 'self'`). The worker runs under the same policy, which a host sends on every
 * path.
 */
const contentSecurityDirectives: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"],
  "worker-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "media-src": ["'self'"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export const contentSecurityPolicy = Object.entries(contentSecurityDirectives)
  .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
  .join("; ");

/** Lower-case keys, as Gatsby's defaults use, so that a key given here replaces its default. */
export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "content-security-policy", value: contentSecurityPolicy },
  // Two years, as the HSTS preload list recommends; browsers ignore it over plain HTTP.
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains" },
  { key: "cross-origin-opener-policy", value: "same-origin" },
  // The site asks for none of these, so no script on it may either.
  { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  // Gatsby's default turns on the old XSS auditor, which itself leaked data; the policy above replaces it.
  { key: "x-xss-protection", value: "0" },
];

/** gatsby-config's `headers`: the security headers on every path. */
export const siteHeaders = [{ source: "/*", headers: [...securityHeaders] }];
