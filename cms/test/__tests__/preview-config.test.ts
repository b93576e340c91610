/** @jest-environment node */
// The module lives with the embedded CMS (cms/server), whose folder Jest does not crawl.
import { previewSettings } from "../../server/preview-settings.mjs";

describe("the embedded CMS's preview settings", () => {
  it("point at npm run preview by default, and let the app frame it", () => {
    expect(previewSettings({})).toEqual({
      siteUrl: "http://127.0.0.1:8001",
      refreshUrl: "http://127.0.0.1:8001/__refresh",
      appFrameSources: "'self',blob:,http://127.0.0.1:8001",
    });
  });

  it("follow PREVIEW_SITE_URL, framing its origin only", () => {
    expect(previewSettings({ PREVIEW_SITE_URL: "https://preview.example.com/drafts/" })).toEqual({
      siteUrl: "https://preview.example.com/drafts",
      refreshUrl: "https://preview.example.com/drafts/__refresh",
      appFrameSources: "'self',blob:,https://preview.example.com",
    });
  });

  it("take PREVIEW_REFRESH_URL as given", () => {
    expect(previewSettings({ PREVIEW_REFRESH_URL: "http://10.0.0.5:8001/__refresh" }).refreshUrl).toBe(
      "http://10.0.0.5:8001/__refresh",
    );
  });

  it("refuse a PREVIEW_SITE_URL that is no URL", () => {
    expect(() => previewSettings({ PREVIEW_SITE_URL: "127.0.0.1:8001" })).toThrow(/PREVIEW_SITE_URL is not a URL/);
  });
});
