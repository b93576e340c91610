import type { GatsbyNode, NodeInput } from "gatsby";
import { popularTagsLimit, recentPostsLimit } from "../../lib/blog/constants";
import { compareText } from "../../lib/compare-text";
import { popularTags } from "../../lib/blog/tags";

/** The fields of the source plugin's nodes that the summary reads. */
export interface SummaryPost {
  id: string;
  directusId: string;
  dateCreated: string;
  /** The category's Directus id, or null. */
  category: string | null;
  tags: readonly string[];
}

export interface SummaryCategory {
  directusId: string;
  name: string;
  slug: string;
}

export interface BlogSummaryFields {
  categories: { name: string; slug: string; count: number }[];
  /** The most used tags, alphabetically: a post published changes the list only when a tag joins or leaves it. */
  popularTags: { name: string; slug: string; count: number }[];
  /** How many newest posts the sidebar lists (the published posts, at most recentPostsLimit). */
  recentPostSlots: number;
  /** Node ids of the newest posts, newest first. */
  recentPosts: string[];
}

/** Newest first, then the higher id: the order of the blog's pages and lists. */
export const newestFirst = (
  a: Pick<SummaryPost, "dateCreated" | "directusId">,
  b: Pick<SummaryPost, "dateCreated" | "directusId">,
): number =>
  Date.parse(b.dateCreated) - Date.parse(a.dateCreated) ||
  (a.directusId < b.directusId ? 1 : a.directusId > b.directusId ? -1 : 0);

/**
 * What the blog sidebar shows, whatever the size of the archive: the categories in use with
 * their post counts, the newest posts and the most used tags. The part that pages render (the
 * sidebar's static query: the categories' and tags' names, the number of newest posts) stays
 * the same when a post is edited, published or unpublished, unless a category comes into or
 * out of use or a tag joins or leaves the most used; the counts and the newest posts, which
 * change with every post published, are fetched from /blog-data/sidebar.json
 * (blog-list-chunks.ts). Otherwise Gatsby renders every page with a sidebar again.
 */
export const blogSummary = (posts: readonly SummaryPost[], categories: readonly SummaryCategory[]): BlogSummaryFields => {
  const counts = new Map<string, number>();
  for (const post of posts) if (post.category !== null) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  return {
    categories: categories
      .filter((category) => counts.has(category.directusId))
      .map((category) => ({ name: category.name, slug: category.slug, count: counts.get(category.directusId)! }))
      .sort((a, b) => compareText(a.name, b.name)),
    popularTags: popularTags(
      posts.map((post) => post.tags),
      popularTagsLimit,
    )
      .map(({ name, slug, count }) => ({ name, slug, count }))
      .sort((a, b) => compareText(a.name, b.name)),
    recentPostSlots: Math.min(posts.length, recentPostsLimit),
    recentPosts: [...posts]
      .sort(newestFirst)
      .slice(0, recentPostsLimit)
      .map((post) => post.id),
  };
};

const blogSummaryType = "BlogSummary";

export const blogSummaryTypeDefs = `
  type BlogSummaryCategory {
    name: String!
    slug: String!
    count: Int!
  }

  type BlogSummaryTag {
    name: String!
    slug: String!
    count: Int!
  }

  type ${blogSummaryType} implements Node @dontInfer {
    categories: [BlogSummaryCategory!]!
    popularTags: [BlogSummaryTag!]!
    recentPostSlots: Int!
    recentPosts: [DirectusPost!]! @link
  }
`;

/** One summary node per build, made after the source plugin has made the post nodes. */
export const sourceBlogSummary: GatsbyNode["sourceNodes"] = ({ actions, getNodesByType, createNodeId, createContentDigest }) => {
  const fields = blogSummary(
    getNodesByType("DirectusPost") as unknown as SummaryPost[],
    getNodesByType("DirectusCategory") as unknown as SummaryCategory[],
  );
  const node: NodeInput = {
    ...fields,
    id: createNodeId(blogSummaryType),
    internal: { type: blogSummaryType, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(node);
};
