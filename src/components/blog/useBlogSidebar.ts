import { graphql, useStaticQuery } from "gatsby";

type Summary = NonNullable<Queries.BlogSidebarQuery["blogSummary"]>;

export type SidebarCategory = Summary["categories"][number];
export type SidebarTag = Summary["popularTags"][number];

export interface BlogSidebarData {
  categories: readonly SidebarCategory[];
  /** How many newest posts the sidebar lists (they are fetched: useSidebarData). */
  recentPostSlots: number;
  tags: readonly SidebarTag[];
}

/**
 * What every page with the blog sidebar renders, from the small summary the build makes once
 * (src/gatsby/node/blog-summary.ts): its size does not grow with the archive, and editing,
 * publishing or unpublishing a post leaves it as it was (no counts: those are fetched with the
 * newest posts, useSidebarData), so Gatsby does not render every such page again.
 */
export const useBlogSidebar = (): BlogSidebarData => {
  const { blogSummary } = useStaticQuery<Queries.BlogSidebarQuery>(graphql`
    query BlogSidebar {
      blogSummary {
        categories {
          name
          slug
        }
        popularTags {
          name
          slug
        }
        recentPostSlots
      }
    }
  `);
  return {
    categories: blogSummary?.categories ?? [],
    recentPostSlots: blogSummary?.recentPostSlots ?? 0,
    tags: blogSummary?.popularTags ?? [],
  };
};
