/**
 * @jest-environment node
 */
import {
  parseAllowedOrigins,
  parseSiteUrl,
  parseTrustedProxyHops,
  readSiteSettings,
  SiteSettingError,
} from "../site-settings.mjs";

const problem = (read: () => unknown): { variable: string; message: string } => {
  try {
    read();
  } catch (error) {
    if (error instanceof SiteSettingError) return { variable: error.variable, message: error.message };
    throw error;
  }
  throw new Error("expected a SiteSettingError");
};

describe("SITE_URL", () => {
  it("takes an absolute http(s) URL", () => {
    expect(parseSiteUrl("https://www.northbeam.studio").origin).toBe("https://www.northbeam.studio");
    expect(parseSiteUrl(" http://127.0.0.1:9000/ ").origin).toBe("http://127.0.0.1:9000");
  });

  it("refuses anything else, naming the variable and the value", () => {
    for (const value of [
      "www.northbeam.studio",
      "localhost:9000",
      "ftp://northbeam.studio",
      "https://",
      "https://user:pw@a.example",
    ]) {
      const { variable, message } = problem(() => parseSiteUrl(value));
      expect(variable).toBe("SITE_URL");
      expect(message).toBe(`SITE_URL ${JSON.stringify(value)} is not an absolute http(s) URL like https://www.example.com`);
    }
  });
});

describe("FORMS_ALLOWED_ORIGINS", () => {
  it("takes comma-separated origins, normalised as browsers send them", () => {
    expect(parseAllowedOrigins("")).toEqual([]);
    expect(parseAllowedOrigins("https://Preview.Example.com/, http://127.0.0.1:9000 ,,https://a.example:443")).toEqual([
      "https://preview.example.com",
      "http://127.0.0.1:9000",
      "https://a.example",
    ]);
  });

  it("refuses an entry that is not an origin", () => {
    for (const entry of ["not an origin", "https://ok.example/forms/", "https://ok.example/?x=1", "ftp://files.example", "*"]) {
      const { variable, message } = problem(() => parseAllowedOrigins(`https://fine.example,${entry}`));
      expect(variable).toBe("FORMS_ALLOWED_ORIGINS");
      expect(message).toContain(JSON.stringify(entry));
    }
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set, one proxy for true, and N for a number", () => {
    expect(parseTrustedProxyHops("")).toBe(0);
    expect(parseTrustedProxyHops("false")).toBe(0);
    expect(parseTrustedProxyHops("0")).toBe(0);
    expect(parseTrustedProxyHops("true")).toBe(1);
    expect(parseTrustedProxyHops("TRUE")).toBe(1);
    expect(parseTrustedProxyHops("2")).toBe(2);
  });

  it("refuses anything else", () => {
    for (const value of ["yes", "1.5", "-1", "two", "100"]) {
      expect(problem(() => parseTrustedProxyHops(value)).variable).toBe("TRUST_PROXY");
    }
  });
});

describe("readSiteSettings", () => {
  it("reads all three, leaving an unset SITE_URL to each reader's default", () => {
    expect(readSiteSettings({})).toEqual({ siteUrl: undefined, allowedOrigins: [], trustedProxyHops: 0 });
    const settings = readSiteSettings({
      SITE_URL: "https://a.example",
      FORMS_ALLOWED_ORIGINS: "http://b.example",
      TRUST_PROXY: "2",
    });
    expect(settings.siteUrl?.href).toBe("https://a.example/");
    expect(settings.allowedOrigins).toEqual(["http://b.example"]);
    expect(settings.trustedProxyHops).toBe(2);
  });

  it("names the first setting that is not valid", () => {
    expect(problem(() => readSiteSettings({ SITE_URL: "nope", TRUST_PROXY: "yes" })).variable).toBe("SITE_URL");
    expect(problem(() => readSiteSettings({ TRUST_PROXY: "yes" })).variable).toBe("TRUST_PROXY");
  });
});
