/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { pluginOptionsSchema } from "../../gatsby-node";

const valid = { url: "http://127.0.0.1:8055", siteUrl: "https://www.northbeam.studio" };

describe("plugin options", () => {
  it("accepts the API URL and the site's origin", async () => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema!, valid);
    expect(errors).toEqual([]);
    expect(isValid).toBe(true);
  });

  it("requires siteUrl, an http(s) URL, naming where it comes from", async () => {
    const missing = await testPluginOptionsSchema(pluginOptionsSchema!, { url: valid.url });
    expect(missing.isValid).toBe(false);
    expect(missing.errors.join(" ")).toContain("siteMetadata.siteUrl");

    const wrong = await testPluginOptionsSchema(pluginOptionsSchema!, { ...valid, siteUrl: "ftp://northbeam.studio" });
    expect(wrong.isValid).toBe(false);
    expect(wrong.errors.join(" ")).toContain("siteUrl must be an http(s) URL");
  });

  it("refuses a token option, saying to set DIRECTUS_TOKEN instead", async () => {
    for (const token of ["local-preview-0123456789abcdef", ""]) {
      const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema!, { ...valid, token });
      expect(isValid).toBe(false);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("takes no `token` option");
      expect(errors[0]).toContain("set the DIRECTUS_TOKEN environment variable instead");
    }
  });

  it("records nothing secret among the options Gatsby keeps as SitePlugin nodes", async () => {
    // gatsby-config's options for this plugin, as it builds them from the environment.
    const saved = { ...process.env };
    process.env.DIRECTUS_TOKEN = "local-test-token";
    process.env.DIRECTUS_URL = "http://127.0.0.1:8055";
    jest.resetModules();
    try {
      const config = (await import("../../../../gatsby-config")).default;
      const entry = config.plugins!.find(
        (plugin): plugin is { resolve: string; options: Record<string, unknown> } =>
          typeof plugin === "object" && plugin.resolve === "gatsby-source-directus",
      );
      expect(entry).toBeDefined();
      expect(Object.keys(entry!.options).sort()).toEqual(["includeDrafts", "siteUrl", "url"]);
      expect(JSON.stringify(entry!.options)).not.toContain("local-test-token");
      const { isValid } = await testPluginOptionsSchema(pluginOptionsSchema!, entry!.options);
      expect(isValid).toBe(true);
    } finally {
      process.env = saved;
    }
  });
});
