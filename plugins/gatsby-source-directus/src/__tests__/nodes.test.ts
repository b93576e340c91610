import { assetNodeInput, categoryNodeInput, postNodeInput } from "../nodes";
import { resolveOptions } from "../options";

describe("node inputs", () => {
  it("maps a post to camelCase fields with linkable foreign keys", () => {
    const inline = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
    const input = postNodeInput(
      {
        id: 7,
        status: "published",
        title: "Shipping faster",
        sub_title: "How we release daily",
        category: 2,
        hero_image: "0b1c",
        date_created: "2024-03-05T14:30:00.000Z",
        date_updated: "2024-04-01T09:00:00.000Z",
        body: `<p>Hello</p><img src="http://cms.test/assets/${inline}?width=800" alt="">`,
        tags: ["ci", "devops"],
        meta_title: "  Ship daily with confidence ",
        meta_description: "How a small team releases every day.",
        share_image: "7e2d",
        no_index: true,
      },
      "http://cms.test",
    );
    expect(input).toEqual({
      type: "DirectusPost",
      key: "7",
      fields: {
        directusId: "7",
        status: "published",
        title: "Shipping faster",
        subTitle: "How we release daily",
        category: "2",
        heroImage: "0b1c",
        dateCreated: "2024-03-05T14:30:00.000Z",
        dateUpdated: "2024-04-01T09:00:00.000Z",
        body: `<p>Hello</p><img src="http://cms.test/assets/${inline}?width=800" alt="">`,
        bodyImages: [inline],
        tags: ["ci", "devops"],
        metaTitle: "Ship daily with confidence",
        metaDescription: "How a small team releases every day.",
        shareImage: "7e2d",
        noIndex: true,
      },
    });
  });

  it("gives a post without category, tags, summary, update stamp or SEO fields safe defaults", () => {
    const { fields } = postNodeInput(
      {
        id: 8,
        status: "draft",
        title: "Untitled draft",
        sub_title: null,
        category: null,
        hero_image: null,
        date_created: "2024-03-05T14:30:00.000Z",
        date_updated: null,
        body: null,
        tags: null,
        meta_title: " ",
        meta_description: null,
        share_image: null,
        no_index: null,
      },
      "http://cms.test",
    );
    expect(fields).toMatchObject({
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
      noIndex: false,
      category: null,
      tags: [],
      subTitle: "",
      body: "",
      bodyImages: [],
      dateUpdated: "2024-03-05T14:30:00.000Z",
    });
  });

  it("maps categories and files", () => {
    expect(categoryNodeInput({ id: 3, name: "Design", slug: "design" }).fields).toEqual({
      directusId: "3",
      name: "Design",
      slug: "design",
    });
    const asset = assetNodeInput(
      {
        id: "abc",
        title: "Hero",
        description: null,
        filename_download: "hero.jpg",
        type: "image/jpeg",
        width: 1600,
        height: 900,
        filesize: "123456",
        modified_on: null,
      },
      "http://cms.test",
    );
    expect(asset.type).toBe("DirectusAsset");
    expect(asset.fields).toMatchObject({
      url: "http://cms.test/assets/abc",
      filename: "hero.jpg",
      mimeType: "image/jpeg",
      width: 1600,
      height: 900,
      filesize: 123456,
    });
  });

  it("requires a URL and fills in defaults", () => {
    expect(() => resolveOptions({}, {})).toThrow(/DIRECTUS_URL/);
    expect(resolveOptions({ url: "http://cms.test///" }, {})).toEqual({
      url: "http://cms.test",
      pageSize: 100,
      includeDrafts: false,
      retries: 3,
    });
  });

  it("takes the token from DIRECTUS_TOKEN and refuses one passed as an option", () => {
    expect(resolveOptions({ url: "http://cms.test" }, { DIRECTUS_TOKEN: "from-env" }).token).toBe("from-env");
    expect(resolveOptions({ url: "http://cms.test" }, { DIRECTUS_TOKEN: "" }).token).toBeUndefined();
    const withToken = { url: "http://cms.test", token: "in-options" } as Parameters<typeof resolveOptions>[0];
    expect(() => resolveOptions(withToken, { DIRECTUS_TOKEN: "from-env" })).toThrow(/DIRECTUS_TOKEN environment variable/);
  });
});
