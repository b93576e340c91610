import { blogPostingJsonLd, type BlogPostingInput } from "../json-ld";

const site = {
  agencyName: "Northbeam Studio",
  titleSeparator: " | ",
  description: "An agency.",
  siteUrl: "https://www.example.com/",
  contactEmail: "hello@example.com",
};

const post: BlogPostingInput = {
  directusId: "7",
  title: "Designing forms people finish",
  subTitle: "Fewer questions, better answers.",
  dateCreated: "2024-03-05T10:00:00.000Z",
  dateUpdated: "2024-04-01T08:00:00.000Z",
  image: "/_gatsby/image/abc/card.jpg",
  category: "Design",
  tags: ["forms", "ux"],
};

describe("blogPostingJsonLd", () => {
  it("describes the post with absolute URLs and the agency as author and publisher", () => {
    expect(blogPostingJsonLd(post, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Designing forms people finish",
      description: "Fewer questions, better answers.",
      url: "https://www.example.com/blog/7/",
      mainEntityOfPage: "https://www.example.com/blog/7/",
      datePublished: "2024-03-05T10:00:00.000Z",
      dateModified: "2024-04-01T08:00:00.000Z",
      image: "https://www.example.com/_gatsby/image/abc/card.jpg",
      articleSection: "Design",
      keywords: "forms, ux",
      author: { "@type": "Organization", name: "Northbeam Studio", url: "https://www.example.com/" },
      publisher: {
        "@type": "Organization",
        name: "Northbeam Studio",
        url: "https://www.example.com/",
        logo: { "@type": "ImageObject", url: "https://www.example.com/icons/icon-512x512.png" },
      },
    });
  });

  it("leaves out image, section and keywords a post does not have", () => {
    const bare = blogPostingJsonLd({ ...post, image: null, category: null, tags: [] }, site);
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("articleSection");
    expect(bare).not.toHaveProperty("keywords");
  });

  it("keeps an absolute image URL as it is", () => {
    expect(blogPostingJsonLd({ ...post, image: "https://cdn.example.net/a.jpg" }, site).image).toBe(
      "https://cdn.example.net/a.jpg",
    );
  });
});
