/** @jest-environment node */
import type { GatsbyConfig } from "gatsby";
import { previewContentSecurityPolicy, previewDevelopMiddleware, previewFrameAncestors } from "../preview-frame";
import { contentSecurityPolicy } from "../security-headers";

const preview = { DIRECTUS_INCLUDE_DRAFTS: "true", DIRECTUS_URL: "http://127.0.0.1:8055" };

/** Runs the middleware the way Express would, and returns the headers it set. */
const headersSetBy = (middleware: ReturnType<typeof previewDevelopMiddleware>) => {
  const headers: Record<string, string> = {};
  let nextCalls = 0;
  middleware?.({
    use: (handler) =>
      handler({}, { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) }, () => (nextCalls += 1)),
  });
  return { headers, nextCalls };
};

describe("the preview server's framing", () => {
  it("lets the CMS's origin frame the preview server, and nothing else", () => {
    expect(previewFrameAncestors(preview)).toEqual(["http://127.0.0.1:8055"]);
    const { headers, nextCalls } = headersSetBy(previewDevelopMiddleware(preview));
    expect(headers).toEqual({ "content-security-policy": "frame-ancestors http://127.0.0.1:8055" });
    expect(nextCalls).toBe(1);
  });

  it("takes the origin of DIRECTUS_URL, without its path", () => {
    expect(previewFrameAncestors({ ...preview, DIRECTUS_URL: "https://cms.example.com/directus/" })).toEqual([
      "https://cms.example.com",
    ]);
  });

  it("takes PREVIEW_FRAME_ANCESTORS over DIRECTUS_URL, as origins", () => {
    const env = {
      ...preview,
      PREVIEW_FRAME_ANCESTORS: "https://cms.example.com/admin, https://cms.example.com https://cms2.example.com",
    };
    expect(previewFrameAncestors(env)).toEqual(["https://cms.example.com", "https://cms2.example.com"]);
    expect(headersSetBy(previewDevelopMiddleware(env)).headers["content-security-policy"]).toBe(
      "frame-ancestors https://cms.example.com https://cms2.example.com",
    );
  });

  it("refuses what is not an http(s) URL, naming the setting", () => {
    expect(() => previewFrameAncestors({ ...preview, PREVIEW_FRAME_ANCESTORS: "*" })).toThrow(
      /PREVIEW_FRAME_ANCESTORS: "\*" is not a URL/,
    );
    expect(() => previewFrameAncestors({ ...preview, PREVIEW_FRAME_ANCESTORS: "javascript:alert(1)" })).toThrow(
      /not an http\(s\) URL/,
    );
    expect(() => previewFrameAncestors({ ...preview, DIRECTUS_URL: "cms:8055" })).toThrow(/DIRECTUS_URL/);
  });

  it("allows no framing at all when no CMS origin is known", () => {
    expect(previewContentSecurityPolicy(previewFrameAncestors({ DIRECTUS_INCLUDE_DRAFTS: "true" }) ?? [])).toBe(
      "frame-ancestors 'none'",
    );
  });

  it("leaves every other server alone: npm start's develop server and builds", () => {
    expect(previewFrameAncestors({ DIRECTUS_URL: "http://127.0.0.1:8055" })).toBeUndefined();
    expect(previewDevelopMiddleware({ DIRECTUS_URL: "http://127.0.0.1:8055", DIRECTUS_INCLUDE_DRAFTS: "false" })).toBeUndefined();
  });
});

describe("gatsby-config", () => {
  const load = (env: NodeJS.ProcessEnv) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      let config: GatsbyConfig | undefined;
      jest.isolateModules(() => {
        config = jest.requireActual<{ default: GatsbyConfig }>("../../../../gatsby-config").default;
      });
      return config!;
    } finally {
      for (const key of Object.keys(env)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  };

  it("gives the preview server the middleware, and no other server", () => {
    expect(load({ DIRECTUS_URL: "http://127.0.0.1:8055" }).developMiddleware).toBeUndefined();
    expect(headersSetBy(load(preview).developMiddleware).headers).toEqual({
      "content-security-policy": "frame-ancestors http://127.0.0.1:8055",
    });
  });

  it("keeps the built site unframeable", () => {
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    const siteHeaders = load(preview).headers;
    expect(siteHeaders?.[0]?.headers).toContainEqual({ key: "content-security-policy", value: contentSecurityPolicy });
  });
});
