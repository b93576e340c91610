import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AnswersFailure, keptAnswers, type AnswerCache } from "./kept-answers";
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

/** A hero image as a post's row names it (blog-post-rows.ts): its node and the digest of its content. */
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
  cache: AnswerCache;
}

export interface CardImages {
  /** Each asset's card image, by node id. */
  images: Map<string, CardImage>;
  /** Assets whose image data Gatsby's resolver made in this build. */
  resolved: number;
  /** Assets whose image data came from the cache. */
  reused: number;
}

export class CardImagesFailure extends AnswersFailure {
  constructor(errors: unknown) {
    super("Could not query the blog's card images", errors);
  }
}

const querySignature = sha256Hex(cardImagesQuery).slice(0, 16);

/**
 * Where an asset's card image is kept: its node and content digest (a file replaced in the CMS
 * is another digest) and the query's own text (other arguments are other images).
 */
export const cardImageKey = ({ id, internal }: CardImageAsset): string =>
  `blog-card-image:${querySignature}:${id}:${internal.contentDigest}`;

/**
 * The card image of each asset. Gatsby's `gatsbyImage` resolver costs about half a millisecond
 * per card (3-5 s of every build at 10,000 posts), and its answer changes only with the
 * asset, so each answer is kept by asset and content digest (kept-answers.ts, which also checks
 * one kept answer per build against the resolver: an image CDN or images published by path in
 * production change every answer without changing an asset).
 */
export const cardImages = async ({ assets, graphql, cache }: CardImagesOptions): Promise<CardImages> => {
  const { answers, resolved, reused } = await keptAnswers<CardImageAsset, CardImage>({
    items: assets,
    id: (asset) => asset.id,
    key: cardImageKey,
    cache,
    resolve: async (toResolve) => {
      const result = await graphql(cardImagesQuery, { ids: toResolve.map((asset) => asset.id) });
      if (result.errors || !result.data) throw new CardImagesFailure(result.errors);
      const found = new Map(result.data.allDirectusAsset.nodes.map((node) => [node.id, node.gatsbyImage ?? null]));
      return new Map(toResolve.map((asset) => [asset.id, found.get(asset.id) ?? null]));
    },
  });
  return { images: answers, resolved, reused };
};
