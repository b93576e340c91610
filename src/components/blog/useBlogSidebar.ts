import { graphql, useStaticQuery } from "gatsby";

type Summary = NonNullable<Queries.BlogSidebarQuery["blogSummary"]>;

export type SidebarCategory = Summary["categories"][number];
export type SidebarTag = Summary["popularTags"][number];

export interface BlogSidebarData {
  categories: readonly SidebarCategory[];
  /** How many posts are published (the newest of them are fetched: useRecentPosts). */
  postCount: number;
  tags: readonly SidebarTag[];
}

/**
 * What the blog sidebar shows, from the small summary the build makes once
 * (src/gatsby/node/blog-summary.ts): its size does not grow with the archive, and editing a
 * post leaves it as it was.
 */
export const useBlogSidebar = (): BlogSidebarData => {
  const { blogSummary } = useStaticQuery<Queries.BlogSidebarQuery>(graphql`
    query BlogSidebar {
      blogSummary {
        categories {
          name
          slug
          count
        }
        popularTags {
          name
          slug
          count
        }
        postCount
      }
    }
  `);
  return {
    categories: blogSummary?.categories ?? [],
    postCount: blogSummary?.postCount ?? 0,
    tags: blogSummary?.popularTags ?? [],
  };
};
