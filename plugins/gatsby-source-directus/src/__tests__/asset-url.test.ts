import { assetIdFromUrl, bodyImageIds, imageSources } from "../asset-url";

const cms = "http://127.0.0.1:8055";
const id = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const hero = "0b8f0c1e-6f55-4b2c-9d7e-3a1f2b4c5d6e";

describe("assetIdFromUrl: the one rule for CMS images", () => {
  it.each([
    [`${cms}/assets/${id}`],
    [`${cms}/assets/${id}/pipeline.png`],
    [`${cms}/assets/${id}?width=800`],
    [`${cms}/assets/${id}?width=800&format=webp`],
    [`${cms}/assets/${id}/pipeline.png?width=800&format=webp`],
    [`${cms}/assets/${id.toUpperCase()}?width=800`],
    [`HTTP://127.0.0.1:8055/assets/${id}`],
    [`  ${cms}/assets/${id}  `],
  ])("maps %s to the file id", (src) => {
    expect(assetIdFromUrl(src, cms)).toBe(id);
  });

  it.each([
    [`https://elsewhere.example/assets/${id}`, "another host"],
    [`${cms}:9/assets/${id}`, "another port"],
    [`${cms}/assets/${id}/a/b.png`, "a deeper path"],
    [`${cms}/assets/${id}x`, "text glued to the id"],
    [`${cms}/assets/not-a-uuid`, "no uuid"],
    [`${cms}/files/${id}`, "another endpoint"],
    [`/assets/${id}`, "a relative URL"],
    [`${cms}.evil.example/assets/${id}`, "a host that only starts like the CMS's"],
  ])("ignores %s (%s)", (src) => {
    expect(assetIdFromUrl(src, cms)).toBeNull();
  });

  it("reads the API URL with or without a trailing slash, and with a path", () => {
    expect(assetIdFromUrl(`${cms}/assets/${id}`, `${cms}/`)).toBe(id);
    expect(assetIdFromUrl(`https://cms.example/directus/assets/${id}`, "https://cms.example/directus")).toBe(id);
    expect(assetIdFromUrl(`https://cms.example/assets/${id}`, "https://cms.example/directus")).toBeNull();
  });
});

describe("body images", () => {
  it("lists every img src in order, entities decoded", () => {
    const html = `<p>a</p><img src="${cms}/assets/${id}?width=800&amp;format=webp" alt=""><figure><img src="/x.png"></figure><img alt="no src">`;
    expect(imageSources(html)).toEqual([`${cms}/assets/${id}?width=800&format=webp`, "/x.png"]);
  });

  it("finds the CMS files a body shows, once each, and nothing else", () => {
    const html = [
      `<img src="${cms}/assets/${id}?width=800" alt="">`,
      `<img src="${cms}/assets/${hero.toUpperCase()}/hero.jpg">`,
      `<img src="${cms}/assets/${id}">`,
      `<img src="https://images.example.org/chart.png">`,
      `<a href="${cms}/assets/9d2b7c41-0c7e-4a43-8f1e-2b6a9c0d1e2f">a download, not an image</a>`,
    ].join("");
    expect(bodyImageIds(html, cms)).toEqual([id, hero]);
    expect(bodyImageIds("<p>Text only</p>", cms)).toEqual([]);
    expect(bodyImageIds("", cms)).toEqual([]);
  });
});
