import { imageDataWithoutQueries, srcSetWithoutQueries, withoutQuery } from "../published-image-urls";

const url = (width: number, format = "webp") =>
  `/_gatsby/image/abc/def${width}/hero.${format}?u=http%3A%2F%2F127.0.0.1%3A8055%2Fassets%2Fx&a=w%3D${width}%26fm%3D${format}&cd=123`;

describe("published image URLs", () => {
  it("drop the query string that names the CMS", () => {
    expect(withoutQuery(url(440))).toBe("/_gatsby/image/abc/def440/hero.webp");
    expect(srcSetWithoutQueries(`${url(440)} 440w,${url(880)} 880w`)).toBe(
      "/_gatsby/image/abc/def440/hero.webp 440w,/_gatsby/image/abc/def880/hero.webp 880w",
    );
  });

  it("rewrite the fallback and every source of gatsby-plugin-image data, keeping the rest", () => {
    const image = {
      layout: "constrained",
      width: 880,
      height: 440,
      placeholder: { fallback: "data:image/jpeg;base64,xyz" },
      images: {
        fallback: { src: url(880, "jpg"), srcSet: `${url(440, "jpg")} 440w,${url(880, "jpg")} 880w`, sizes: "100vw" },
        sources: [{ srcSet: `${url(440)} 440w`, type: "image/webp", sizes: "100vw" }],
      },
    };
    const published = imageDataWithoutQueries(image);
    expect(JSON.stringify(published)).not.toContain("127.0.0.1");
    expect(published.images.fallback!.src).toBe("/_gatsby/image/abc/def880/hero.jpg");
    expect(published.images.sources![0]).toEqual({
      srcSet: "/_gatsby/image/abc/def440/hero.webp 440w",
      type: "image/webp",
      sizes: "100vw",
    });
    expect(published.placeholder).toEqual(image.placeholder);
    expect(published.width).toBe(880);
  });
});
