import { fileIdsUsedBy } from "../files";

const hero = "0b8f0c1e-6f55-4b2c-9d7e-3a1f2b4c5d6e";
const inline = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const other = "9d2b7c41-0c7e-4a43-8f1e-2b6a9c0d1e2f";

describe("fileIdsUsedBy", () => {
  it("collects hero images and body images, once each, in order of first use", () => {
    const posts = [
      { heroImage: hero, bodyImages: [inline] },
      { heroImage: hero, bodyImages: [inline, other] },
    ];
    expect(fileIdsUsedBy(posts)).toEqual([hero, inline, other]);
  });

  it("collects share images too, once each", () => {
    const share = "3c1d9e2a-7b4f-4c6d-8e9f-0a1b2c3d4e5f";
    expect(
      fileIdsUsedBy([
        { heroImage: hero, shareImage: share, bodyImages: [] },
        { heroImage: null, shareImage: share, bodyImages: [inline] },
      ]),
    ).toEqual([hero, share, inline]);
  });

  it("needs nothing for posts without images", () => {
    expect(fileIdsUsedBy([{ heroImage: null, bodyImages: [] }])).toEqual([]);
  });
});
