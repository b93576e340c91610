import { fileIdsUsedBy } from "../files";

const cms = "http://127.0.0.1:8055";
const hero = "0b8f0c1e-6f55-4b2c-9d7e-3a1f2b4c5d6e";
const inline = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";

describe("fileIdsUsedBy", () => {
  it("collects hero images and images embedded from this CMS, once each", () => {
    const posts = [
      { heroImage: hero, body: `<p><img src="${cms}/assets/${inline}" alt=""></p>` },
      { heroImage: hero, body: `<img src="${cms}/assets/${inline}?width=800">` },
    ];
    expect(fileIdsUsedBy(posts, cms)).toEqual([hero, inline]);
  });

  it("ignores images of other hosts and posts without images", () => {
    const posts = [
      { heroImage: null, body: `<img src="https://elsewhere.example/assets/${inline}">` },
      { heroImage: null, body: "<p>Text only</p>" },
    ];
    expect(fileIdsUsedBy(posts, cms)).toEqual([]);
  });
});
