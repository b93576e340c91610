import type { IGatsbyImageData } from "gatsby-plugin-image";
import { sha256Hex } from "./text-digest";

/**
 * The card image of every post's hero, as the PostCard fragment asks for it
 * (src/components/blog/PostCard.tsx: the same arguments, so the list chunks' cards and the
 * pages' cards share their image files; a unit test keeps the two equal).
 */
export const cardImagesQuery = /* GraphQL */ `
  query BlogCardImages($ids: [String!]!) {
    allDirectusAsset(filter: { id: { in: $ids } }) {
      nodes {
        id
        gatsbyImage(
          layout: CONSTRAINED
          width: 640
          aspectRatio: 1.6
          placeholder: DOMINANT_COLOR
          quality: 45
          formats: [WEBP]
          outputPixelDensities: [0.5, 1, 1.05, 1.5]
          sizes: "(min-width: 1200px) 380px, (min-width: 600px) 50vw, calc(100vw - 32px)"
        )
      }
    }
  }
`;

/** A hero image as the blog's page query names it: its node and the digest of its content. */
export interface CardImageAsset {
  id: string;
  internal: { contentDigest: string };
}

export type CardImage = IGatsbyImageData | null;

type ImagesQueryResult = { data?: Queries.BlogCardImagesQuery; errors?: unknown };

export interface CardImagesOptions {
  assets: readonly CardImageAsset[];
  /** createPages' `graphql`. */
  graphql: (query: string, variables: Queries.BlogCardImagesQueryVariables) => Promise<ImagesQueryResult>;
  /** Gatsby's cache (createPages' `cache`), kept with `.cache/` between builds. */
  cache: { get: (key: string) => Promise<unknown>; set: (key: string, value: unknown) => Promise<unknown> };
}

export interface CardImages {
  /** Each asset's card image, by node id. */
  images: Map<string, CardImage>;
  /** Assets whose image data Gatsby's resolver made in this build. */
  resolved: number;
  /** Assets whose image data came from the cache. */
  reused: number;
}

export class CardImagesFailure extends Error {
  constructor(readonly errors: unknown) {
    super("Could not query the blog's card images");
  }
}

const querySignature = sha256Hex(cardImagesQuery).slice(0, 16);

/**
 * Where an asset's card image is kept: its node and content digest (a file replaced in the CMS
 * is another digest) and the query's own text (other arguments are other images).
 */
export const cardImageKey = ({ id, internal }: CardImageAsset): string =>
  `blog-card-image:${querySignature}:${id}:${internal.contentDigest}`;

const sameImage = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);

const asStored = (image: CardImage): CardImage => (image ? (JSON.parse(JSON.stringify(image)) as IGatsbyImageData) : null);

/**
 * The card image of each asset. Gatsby's `gatsbyImage` resolver costs about half a millisecond
 * per card (3-5 s of every build at 10,000 posts), and its answer changes only with the
 * asset, so each answer is kept in Gatsby's cache by asset and content digest, and a build
 * resolves only the assets it has not seen. What the digest does not cover (the build's
 * environment, such as images published by path in production or an image CDN, or a change
 * of the resolver) is checked on one kept asset per build: resolved again, and when its answer
 * differs from the kept one, every asset is resolved again.
 */
export const cardImages = async ({ assets, graphql, cache }: CardImagesOptions): Promise<CardImages> => {
  const distinct = [...new Map(assets.map((asset) => [asset.id, asset])).values()];
  const kept = await Promise.all(distinct.map((asset) => cache.get(cardImageKey(asset))));
  const images = new Map<string, CardImage>();
  distinct.forEach((asset, index) => {
    if (kept[index] !== undefined) images.set(asset.id, kept[index] as CardImage);
  });
  const missing = distinct.filter((asset) => !images.has(asset.id));
  const probe = distinct.find((asset) => images.has(asset.id));

  const resolve = async (toResolve: readonly CardImageAsset[]): Promise<Map<string, CardImage>> => {
    if (toResolve.length === 0) return new Map();
    const result = await graphql(cardImagesQuery, { ids: toResolve.map((asset) => asset.id) });
    if (result.errors || !result.data) throw new CardImagesFailure(result.errors);
    // As the cache gives them back (JSON): the resolver's answer has fields set to undefined, which
    // the cache drops; page contexts holding the two would differ, and Gatsby would run their
    // queries again on the first build after a cold one.
    const found = new Map(result.data.allDirectusAsset.nodes.map((node) => [node.id, asStored(node.gatsbyImage ?? null)]));
    const answers = new Map(toResolve.map((asset) => [asset.id, found.get(asset.id) ?? null]));
    await Promise.all(toResolve.map((asset) => cache.set(cardImageKey(asset), answers.get(asset.id))));
    return answers;
  };

  const fresh = await resolve(probe ? [...missing, probe] : missing);
  if (probe && !sameImage(fresh.get(probe.id), images.get(probe.id))) {
    // The kept answers are not what this build would make: none of them is used.
    for (const [id, image] of await resolve(distinct.filter((asset) => !fresh.has(asset.id)))) fresh.set(id, image);
  }
  for (const [id, image] of fresh) images.set(id, image);
  const resolved = fresh.size;
  return { images, resolved, reused: distinct.length - resolved };
};
