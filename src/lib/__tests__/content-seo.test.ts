import { contentSeo, type ContentSeoFields } from "../content-seo";

const empty: ContentSeoFields = {
  metaTitle: null,
  metaDescription: null,
  noIndex: false,
  shareImage: null,
  generatedShareImage: null,
};
const defaults = { title: "Designing forms people finish", description: "Fewer fields, visible labels." };

describe("contentSeo", () => {
  it("uses the item's own title and description, and its generated card, when the fields are empty", () => {
    expect(contentSeo({ ...empty, generatedShareImage: { path: "/share-images/0123456789abcdef.jpg" } }, defaults)).toEqual({
      title: "Designing forms people finish",
      description: "Fewer fields, visible labels.",
      image: "/share-images/0123456789abcdef.jpg",
      noIndex: false,
    });
  });

  it("falls back exactly as pages did before the fields: an empty summary is the site's description", () => {
    expect(contentSeo(empty, { title: " Spaced title ", description: "" })).toEqual({
      title: " Spaced title ",
      description: undefined,
      image: undefined,
      noIndex: false,
    });
    expect(contentSeo({ ...empty, metaTitle: "  ", metaDescription: "\n" }, { title: "T" })).toMatchObject({
      title: "T",
      description: undefined,
    });
  });

  it("prefers each field the editor filled, and the editor's share image over the generated one", () => {
    expect(
      contentSeo(
        {
          metaTitle: " Better forms, more patients ",
          metaDescription: "How a clinic's intake form went from 41% to 68% completion.",
          noIndex: true,
          shareImage: { socialCard: { src: "/_gatsby/image/abc/def/card.jpg" } },
          generatedShareImage: { path: "/share-images/0123456789abcdef.jpg" },
        },
        defaults,
      ),
    ).toEqual({
      title: "Better forms, more patients",
      description: "How a clinic's intake form went from 41% to 68% completion.",
      image: "/_gatsby/image/abc/def/card.jpg",
      noIndex: true,
    });
  });

  it("takes the generated card when the editor's image could not be made", () => {
    expect(
      contentSeo({ ...empty, shareImage: { socialCard: null }, generatedShareImage: { path: "/share-images/a.jpg" } }, defaults)
        .image,
    ).toBe("/share-images/a.jpg");
  });
});
