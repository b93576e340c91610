import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fixedImageWithoutSizes } from "../fixed-image";

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
    sources: [{ type: "image/avif", srcSet: "/_gatsby/image/a/d/post.avif 1x,/_gatsby/image/a/e/post.avif 2x", sizes: "72px" }],
  },
};

describe("fixedImageWithoutSizes", () => {
  it("drops sizes from a fixed image's fallback and sources and keeps everything else", () => {
    const image = fixedImageWithoutSizes(fixedThumbnail);
    expect(image.images.fallback).toEqual({
      src: "/_gatsby/image/a/b/post.webp",
      srcSet: "/_gatsby/image/a/b/post.webp 1x,/_gatsby/image/a/c/post.webp 2x",
    });
    expect(image.images.sources).toEqual([
      { type: "image/avif", srcSet: "/_gatsby/image/a/d/post.avif 1x,/_gatsby/image/a/e/post.avif 2x" },
    ]);
    expect({ ...image, images: undefined }).toEqual({ ...fixedThumbnail, images: undefined });
    // The query result itself is left alone (Gatsby may hand the same object to another page).
    expect(fixedThumbnail.images.fallback?.sizes).toBe("72px");
  });

  it("keeps sizes on images with width candidates, which need it", () => {
    const constrained: IGatsbyImageData = {
      ...fixedThumbnail,
      layout: "constrained",
      images: { fallback: { src: "/a.webp", srcSet: "/a.webp 320w,/b.webp 640w", sizes: "(min-width: 640px) 640px, 100vw" } },
    };
    expect(fixedImageWithoutSizes(constrained)).toBe(constrained);
  });

  it("handles a fixed image without sources or fallback", () => {
    const bare: IGatsbyImageData = { ...fixedThumbnail, images: {} };
    expect(fixedImageWithoutSizes(bare).images).toEqual({});
  });
});
