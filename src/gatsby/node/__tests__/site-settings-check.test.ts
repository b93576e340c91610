/**
 * @jest-environment node
 */
import { exitOnInvalidSiteSettings, siteSettingsProblem } from "../site-settings-check";

describe("the build's check of the site's settings", () => {
  it("names the first setting that is not valid", () => {
    expect(siteSettingsProblem({})).toBeNull();
    expect(siteSettingsProblem({ SITE_URL: "https://www.example.com", TRUST_PROXY: "2" })).toBeNull();
    expect(siteSettingsProblem({ SITE_URL: "www.example.com" })).toBe(
      'SITE_URL "www.example.com" is not an absolute http(s) URL like https://www.example.com',
    );
    expect(siteSettingsProblem({ FORMS_ALLOWED_ORIGINS: "https://a.example/forms/" })).toMatch(/^FORMS_ALLOWED_ORIGINS holds/);
  });

  it("ends the process with the message, except under gatsby serve", () => {
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      exitOnInvalidSiteSettings({ SITE_URL: "https://www.example.com" });
      exitOnInvalidSiteSettings({ SITE_URL: "www.example.com", gatsby_executing_command: "serve" });
      expect(exit).not.toHaveBeenCalled();
      exitOnInvalidSiteSettings({ SITE_URL: "www.example.com", gatsby_executing_command: "build" });
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.mock.calls[0]![0]).toContain('SITE_URL "www.example.com" is not');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
