import { withSizes } from "../asset-image-resolvers";

describe("withSizes", () => {
  const image = {
    width: 640,
    images: {
      fallback: { src: "/a-640.webp", srcSet: "/a-320.webp 320w,/a-640.webp 640w", sizes: "(min-width: 640px) 640px, 100vw" },
      sources: [{ srcSet: "/a-640.avif 640w", type: "image/avif", sizes: "(min-width: 640px) 640px, 100vw" }],
    },
  };

  it("puts the query's sizes on the fallback and every source", () => {
    const sized = withSizes(image, "calc(100vw - 32px)");
    expect(sized.images.fallback!.sizes).toBe("calc(100vw - 32px)");
    expect(sized.images.sources![0]!.sizes).toBe("calc(100vw - 32px)");
    expect(sized.images.fallback!.srcSet).toBe(image.images.fallback.srcSet);
  });

  it("keeps the default when the query names no sizes", () => {
    expect(withSizes(image, undefined)).toBe(image);
  });
});
