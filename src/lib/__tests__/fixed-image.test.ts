import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fixedImageAttributes } from "../fixed-image";

/** What the CMS images' resolver gives for `gatsbyImage(layout: FIXED, width: 72, formats: [WEBP])`. */
const fixedThumbnail: IGatsbyImageData = {
  layout: "fixed",
  width: 72,
  height: 72,
  backgroundColor: "#283848",
  images: {
    fallback: {
      src: "/_gatsby/image/a/b/post.webp",
      srcSet: "/_gatsby/image/a/b/post.webp 1x,/_gatsby/image/a/c/post.webp 2x",
      sizes: "72px",
    },
    sources: [],
  },
};

describe("fixedImageAttributes", () => {
  it("gives the file, its density candidates and its size, without the resolver's sizes", () => {
    expect(fixedImageAttributes(fixedThumbnail)).toEqual({
      src: "/_gatsby/image/a/b/post.webp",
      srcSet: "/_gatsby/image/a/b/post.webp 1x,/_gatsby/image/a/c/post.webp 2x",
      width: 72,
      height: 72,
    });
  });

  it("gives nothing for another layout or an image without a file", () => {
    expect(fixedImageAttributes({ ...fixedThumbnail, layout: "constrained" })).toBeNull();
    expect(fixedImageAttributes({ ...fixedThumbnail, images: {} })).toBeNull();
  });
});
