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
});
