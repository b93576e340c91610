import { graphql, useStaticQuery } from "gatsby";

type Summary = NonNullable<Queries.BlogSidebarQuery["blogSummary"]>;

export type SidebarCategory = Summary["categories"][number];
export type SidebarTag = Summary["popularTags"][number];
export type SidebarRecentPost = Summary["recentPosts"][number];

export interface BlogSidebarData {
  categories: readonly SidebarCategory[];
  recentPosts: readonly SidebarRecentPost[];
  tags: readonly SidebarTag[];
}

/**
 * What the blog sidebar shows, from the small summary the build makes once
 * (src/gatsby/node/blog-summary.ts): its size does not grow with the archive.
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
        recentPosts {
          id
          directusId
          title
          dateCreated
          dateCreatedText
          heroImage {
            gatsbyImage(
              layout: FIXED
              width: 72
              height: 72
              placeholder: DOMINANT_COLOR
              formats: [WEBP]
              outputPixelDensities: [1, 2]
              quality: 40
            )
          }
        }
      }
    }
  `);
  return {
    categories: blogSummary?.categories ?? [],
    recentPosts: blogSummary?.recentPosts ?? [],
    tags: blogSummary?.popularTags ?? [],
  };
};
