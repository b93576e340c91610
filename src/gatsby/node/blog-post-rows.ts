import { newestFirst } from "./blog-summary";
import { AnswersFailure, keptAnswers, type AnswerCache } from "./kept-answers";
import { sha256Hex } from "./text-digest";

/**
 * What gatsby-node needs of each post to create its pages and lists. A post's card fields are the
 * PostCard fragment's (src/components/blog/PostCard.tsx; Node queries cannot use the fragments of
 * components); its hero image is named by node and content digest, and its card image comes from
 * blog-card-images.ts.
 */
export const postRowsQuery = /* GraphQL */ `
  query BlogPostRows($ids: [String!]!) {
    allDirectusPost(filter: { id: { in: $ids } }) {
      nodes {
        id
        directusId
        title
        subTitle
        dateCreated
        dateCreatedText
        tags
        noIndex
        category {
          directusId
          slug
          name
        }
        heroImage {
          id
          internal {
            contentDigest
          }
        }
      }
    }
  }
`;

/** A post as the query above gives it: its hero image named, not yet made. */
export type PostRow = Queries.BlogPostRowsQuery["allDirectusPost"]["nodes"][number];

/** The fields of a source plugin node that a row's key reads (gatsby-source-directus's nodes). */
export interface RowSourceNode {
  id: string;
  directusId: string;
  internal: { contentDigest: string };
}

/** A post node: its category and hero image are named by their Directus ids. */
export interface RowPostNode extends RowSourceNode {
  dateCreated: string;
  category?: string | null;
  heroImage?: string | null;
}

type RowsQueryResult = { data?: Queries.BlogPostRowsQuery; errors?: unknown };

export interface PostRowsOptions {
  /** Gatsby's nodes of the three types (`getNodesByType`). */
  posts: readonly RowPostNode[];
  categories: readonly RowSourceNode[];
  assets: readonly RowSourceNode[];
  /** createPages' `graphql`. */
  graphql: (query: string, variables: Queries.BlogPostRowsQueryVariables) => Promise<RowsQueryResult>;
  cache: AnswerCache;
}

export interface PostRows {
  /** Every post's row, newest first (the pages' order). */
  rows: PostRow[];
  /** Posts whose row GraphQL made in this build. */
  resolved: number;
  /** Posts whose row came from the cache. */
  reused: number;
}

export class PostRowsFailure extends AnswersFailure {}

const querySignature = sha256Hex(postRowsQuery).slice(0, 16);

/** The digest of a linked node, by Directus id: "none" for no link, "missing" for a dangling one. */
const linkedDigest = (byDirectusId: ReadonlyMap<string, string>, directusId: string | null | undefined): string =>
  directusId ? (byDirectusId.get(directusId) ?? "missing") : "none";

const digestsByDirectusId = (nodes: readonly RowSourceNode[]): Map<string, string> =>
  new Map(nodes.map((node) => [node.directusId, node.internal.contentDigest]));

/**
 * Every post's row. GraphQL gives a post's row from its node, its category's and its hero image's
 * (a lookup by Directus id for each link), about 0.2 ms a post: 1.6-2.2 s of every build at 10,000
 * posts, for rows of which an edit changes one. So each row is kept (kept-answers.ts) under the
 * post's content digest with those of its category and hero image and the query's text, and a
 * build asks GraphQL only for the posts it has not seen; the order is the pages' own (newest
 * first, then the higher id: blog-summary.ts).
 */
export const postRows = async ({ posts, categories, assets, graphql, cache }: PostRowsOptions): Promise<PostRows> => {
  const categoryDigests = digestsByDirectusId(categories);
  const assetDigests = digestsByDirectusId(assets);
  const key = (post: RowPostNode): string =>
    [
      "blog-post-row",
      querySignature,
      post.id,
      post.internal.contentDigest,
      linkedDigest(categoryDigests, post.category),
      linkedDigest(assetDigests, post.heroImage),
    ].join(":");
  const { answers, resolved, reused } = await keptAnswers<RowPostNode, PostRow>({
    items: posts,
    id: (post) => post.id,
    key,
    cache,
    resolve: async (toResolve) => {
      const result = await graphql(postRowsQuery, { ids: toResolve.map((post) => post.id) });
      if (result.errors || !result.data)
        throw new PostRowsFailure("Could not query the blog posts to create their pages", result.errors);
      const found = new Map(result.data.allDirectusPost.nodes.map((row) => [row.id, row]));
      const lost = toResolve.filter((post) => !found.has(post.id));
      if (lost.length > 0) {
        throw new PostRowsFailure(`GraphQL gave no row for the posts ${lost.map((post) => post.directusId).join(", ")}`);
      }
      return found;
    },
  });
  const rows = [...posts].sort(newestFirst).map((post) => answers.get(post.id)!);
  return { rows, resolved, reused };
};
