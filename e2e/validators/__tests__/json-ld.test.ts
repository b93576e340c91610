import { checkPageJsonLd, jsonLdScripts } from "../json-ld.mjs";

/** As src/lib/seo.ts and the blog post template write them. */
const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Northbeam Studio",
  url: "https://www.northbeam.studio/",
  logo: "https://www.northbeam.studio/icons/icon-512x512.png",
  email: "hello@northbeam.studio",
  description: "A software agency.",
  address: { "@type": "PostalAddress", addressCountry: "US" },
};
const blogPosting = {
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: "Dependency updates without dread",
  description: "Small weekly updates.",
  url: "https://www.northbeam.studio/blog/14/",
  mainEntityOfPage: "https://www.northbeam.studio/blog/14/",
  datePublished: "2024-10-15T14:05:00.000Z",
  dateModified: "2026-11-25T14:58:48.368Z",
  image: "https://www.northbeam.studio/_gatsby/image/a/b/post.jpg",
  articleSection: "Security",
  keywords: "security, javascript",
  author: { "@type": "Organization", name: "Northbeam Studio", url: "https://www.northbeam.studio/" },
  publisher: {
    "@type": "Organization",
    name: "Northbeam Studio",
    url: "https://www.northbeam.studio/",
    logo: { "@type": "ImageObject", url: "https://www.northbeam.studio/icons/icon-512x512.png" },
  },
};

const page = (...scripts: unknown[]) =>
  `<!doctype html><html><head><script>var x = 1;</script>${scripts
    .map(
      (data) =>
        `<script type="application/ld+json">${typeof data === "string" ? data : JSON.stringify(data).replace(/</g, "\\u003c")}</script>`,
    )
    .join("")}</head><body></body></html>`;

const problemsOf = (data: unknown) => checkPageJsonLd(page(data), "/x/").problems;

describe("jsonLdScripts", () => {
  it("reads the JSON-LD scripts of a page and no other script", () => {
    expect(jsonLdScripts(page(organization, blogPosting)).map((text) => JSON.parse(text)["@type"])).toEqual([
      "Organization",
      "BlogPosting",
    ]);
    expect(jsonLdScripts('<script type="Application/LD+JSON ">{}</script>')).toEqual(["{}"]);
  });
});

describe("checkPageJsonLd", () => {
  it("passes the site's Organization and BlogPosting, and names their types", () => {
    expect(checkPageJsonLd(page(organization), "/")).toEqual({ types: ["Organization"], problems: [] });
    expect(checkPageJsonLd(page(blogPosting), "/blog/14/")).toEqual({ types: ["BlogPosting"], problems: [] });
    expect(checkPageJsonLd(page(), "/about/")).toEqual({ types: [], problems: [] });
  });

  it("passes a headline holding </script>, escaped as the site writes it", () => {
    expect(problemsOf({ ...blogPosting, headline: "Why </script> is special" })).toEqual([]);
  });

  it.each([
    [
      "a required property missing",
      { ...blogPosting, datePublished: undefined },
      /BlogPosting\): the required property datePublished is missing/,
    ],
    ["an unknown type", { ...blogPosting, "@type": "BlogPost" }, /@type "BlogPost" is not one of/],
    ["no type", { ...organization, "@type": undefined }, /@type undefined is not one of/],
    [
      "another context",
      { ...organization, "@context": "http://example.org" },
      /@context "http:\/\/example.org" is not https:\/\/schema.org/,
    ],
    [
      "a misspelt property",
      { ...blogPosting, datepublished: "2024-10-15T14:05:00Z" },
      /datepublished is not a property of BlogPosting/,
    ],
    ["a relative address", { ...blogPosting, url: "/blog/14/" }, /url must be an absolute http\(s\) address, not "\/blog\/14\/"/],
    [
      "a relative nested logo",
      { ...blogPosting, publisher: { ...blogPosting.publisher, logo: { "@type": "ImageObject", url: "/icon.png" } } },
      /publisher logo \(ImageObject\): url must be/,
    ],
    ["a date without a time", { ...blogPosting, datePublished: "2024-10-15" }, /datePublished must be a date-time/],
    ["an author without a type", { ...blogPosting, author: { name: "Avery" } }, /author must be a Organization or Person/],
    ["an empty headline", { ...blogPosting, headline: " " }, /headline must be a text/],
    ["a long headline", { ...blogPosting, headline: "x".repeat(111) }, /headline longer than 110 characters/],
    [
      "a modification before publication",
      { ...blogPosting, dateModified: "2020-01-01T00:00:00Z" },
      /dateModified .* is before datePublished/,
    ],
    [
      "a country name",
      { ...organization, address: { "@type": "PostalAddress", addressCountry: "United States" } },
      /addressCountry must be a country/,
    ],
    ["a bad e-mail", { ...organization, email: "hello" }, /email must be a email/],
    ["an array", [organization], /not a JSON object/],
    ["text that is not JSON", "{ name: 'x' }", /not JSON/],
  ])("finds %s", (_name, data, problem) => {
    expect(problemsOf(data)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it("names the page and script of each problem", () => {
    expect(checkPageJsonLd(page(organization, { ...blogPosting, image: undefined }), "/blog/14/").problems).toEqual([
      "/blog/14/ JSON-LD 2 (BlogPosting): the required property image is missing",
    ]);
  });
});
