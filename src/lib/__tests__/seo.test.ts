import { canonicalUrl, formatDocumentTitle, organizationJsonLd, serializeJsonLd } from "../seo";

const site = {
  agencyName: "Acme Agency",
  titleSeparator: " | ",
  description: "We build things.",
  siteUrl: "https://acme.test/",
  contactEmail: "hi@acme.test",
};

describe("seo helpers", () => {
  it("appends the agency name with the configured separator", () => {
    expect(formatDocumentTitle("Contact", site)).toBe("Contact | Acme Agency");
    expect(formatDocumentTitle("Contact", { ...site, titleSeparator: " — " })).toBe("Contact — Acme Agency");
  });

  it.each([
    ["/", "https://acme.test/"],
    ["/about/", "https://acme.test/about/"],
    ["/about/?utm=x#team", "https://acme.test/about/"],
    ["/light/service/web-dev/", "https://acme.test/service/web-dev/"],
    ["/light/tech-startup/", "https://acme.test/light/tech-startup/"],
  ])("canonical of %s is %s", (pathname, expected) => {
    expect(canonicalUrl(site.siteUrl, pathname)).toBe(expected);
  });

  it("builds Organization JSON-LD from site metadata", () => {
    expect(organizationJsonLd(site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme Agency",
      url: "https://acme.test/",
      logo: "https://acme.test/icons/icon-512x512.png",
      email: "hi@acme.test",
      description: "We build things.",
      address: { "@type": "PostalAddress", addressCountry: "US" },
    });
  });

  it("cannot be broken out of its script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
