import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cardImages, cardImagesQuery, CardImagesFailure, type CardImageAsset, type CardImagesOptions } from "../blog-card-images";

const asset = (id: string, contentDigest = `digest-${id}`): CardImageAsset => ({ id, internal: { contentDigest } });

/** Gatsby's resolver as far as these tests need it: an image whose URL tells the build's host. */
const imageFor = (id: string, host: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 400,
  images: { fallback: { src: `${host}/${id}.webp` } },
  // As the resolver answers: a field it has no value for is there, undefined.
  backgroundColor: undefined,
});

/** A store like Gatsby's cache, and a graphql that answers from the assets it holds. */
const site = () => {
  const store = new Map<string, unknown>();
  const asked: string[][] = [];
  let host = "/_gatsby/image";
  const options = (assets: CardImageAsset[]): CardImagesOptions => ({
    assets,
    // Gatsby's cache keeps values as JSON.
    cache: {
      get: async (key) => {
        const text = store.get(key);
        return typeof text === "string" ? JSON.parse(text) : undefined;
      },
      set: async (key, value) => store.set(key, JSON.stringify(value)),
    },
    graphql: async (_query, { ids }) => {
      const list = typeof ids === "string" ? [ids] : [...ids];
      asked.push(list);
      return { data: { allDirectusAsset: { nodes: list.map((id) => ({ id, gatsbyImage: imageFor(id, host) })) } } };
    },
  });
  return {
    build: (assets: CardImageAsset[]) => cardImages(options(assets)),
    asked,
    setHost: (next: string) => (host = next),
  };
};

describe("cardImages", () => {
  it("makes each asset's image once on a first build, also when posts share an asset", async () => {
    const { build, asked } = site();
    const result = await build([asset("a"), asset("b"), asset("a"), asset("c")]);
    expect(asked).toEqual([["a", "b", "c"]]);
    expect(result).toMatchObject({ resolved: 3, reused: 0 });
    expect(result.images.get("b")).toEqual(imageFor("b", "/_gatsby/image"));
  });

  it("gives the same objects whether made now or kept (page contexts holding them compare equal)", async () => {
    const { build } = site();
    const first = await build([asset("a"), asset("b")]);
    const second = await build([asset("a"), asset("b")]);
    expect(second).toMatchObject({ resolved: 1, reused: 1 });
    expect(second.images.get("b")).toStrictEqual(first.images.get("b"));
    expect(first.images.get("b")).not.toHaveProperty("backgroundColor");
  });

  it("keeps the images of unchanged assets and checks one of them against the resolver", async () => {
    const { build, asked } = site();
    const assets = Array.from({ length: 50 }, (_, index) => asset(`asset-${index}`));
    await build(assets);
    const second = await build(assets);
    expect(asked[1]).toEqual(["asset-0"]);
    expect(second).toMatchObject({ resolved: 1, reused: 49 });
    expect(second.images.get("asset-49")).toEqual(imageFor("asset-49", "/_gatsby/image"));
  });

  it("makes again the image of an asset whose content changed, and of a new asset", async () => {
    const { build, asked } = site();
    await build([asset("a"), asset("b"), asset("c")]);
    const next = await build([asset("a"), asset("b", "replaced"), asset("c"), asset("d")]);
    expect([...asked[1]!].sort()).toEqual(["a", "b", "d"]);
    expect(next).toMatchObject({ resolved: 3, reused: 1 });
  });

  it("makes every image again when the kept ones are not what this build would make", async () => {
    const { build, asked, setHost } = site();
    await build([asset("a"), asset("b"), asset("c")]);
    setHost("https://cms.example.com/assets");
    const next = await build([asset("a"), asset("b"), asset("c")]);
    expect(asked.slice(1).flat().sort()).toEqual(["a", "b", "c"]);
    expect(next).toMatchObject({ resolved: 3, reused: 0 });
    for (const id of ["a", "b", "c"]) expect(next.images.get(id)).toEqual(imageFor(id, "https://cms.example.com/assets"));
    // And kept as such: the next build reuses the new answers.
    expect(await build([asset("a"), asset("b"), asset("c")])).toMatchObject({ resolved: 1, reused: 2 });
  });

  it("asks nothing when no post has an image", async () => {
    const { build, asked } = site();
    expect(await build([])).toMatchObject({ resolved: 0, reused: 0 });
    expect(asked).toEqual([]);
  });

  it("fails with the query's errors", async () => {
    const errors = [new Error("Cannot query field")];
    const failing = cardImages({
      assets: [asset("a")],
      cache: { get: async () => undefined, set: async () => undefined },
      graphql: async () => ({ errors }),
    });
    await expect(failing).rejects.toBeInstanceOf(CardImagesFailure);
    await expect(failing).rejects.toMatchObject({ errors });
  });
});

describe("cardImagesQuery", () => {
  it("asks for the card image with the PostCard fragment's arguments, so the chunks' cards share its image files", () => {
    const imageArguments = (text: string) => {
      // Up to the parenthesis that closes the field (`sizes` holds parentheses of its own).
      const found = /gatsbyImage\(([^]*?)\)\s*\}/.exec(text);
      if (!found) throw new Error("no gatsbyImage(...) in the text");
      return found[1]!.replace(/\s+/g, " ").trim();
    };
    const fragment = readFileSync(join(__dirname, "../../../components/blog/PostCard.tsx"), "utf8");
    expect(imageArguments(cardImagesQuery)).toBe(imageArguments(fragment));
  });
});
