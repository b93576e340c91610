import type { PostRow } from "./blog-post-rows";

/** A post card's data, as the PostCard fragment gives it and as the list chunks hold it. */
export type CardPost = Queries.PostCardFragment;

/** A post as gatsby-node needs it: its row (blog-post-rows.ts) with its card image made. */
export type BlogPagesPost = Omit<PostRow, "heroImage"> & Pick<CardPost, "heroImage">;

/** One of the sidebar's newest posts, as /blog-data/sidebar.json holds it. */
export type RecentPost = NonNullable<Queries.BlogPagesQuery["blogSummary"]>["recentPosts"][number];

/**
 * What gatsby-node needs to know about the blog besides its posts' rows (blog-post-rows.ts, which
 * asks only for the posts it has not kept) to create its pages and list chunks: the categories,
 * the sidebar's newest posts with a small square thumbnail, and its categories with their counts.
 */
export const blogPagesQuery = /* GraphQL */ `
  query BlogPages {
    allDirectusCategory {
      nodes {
        directusId
        slug
        name
      }
    }
    blogSummary {
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
      categories {
        slug
        count
      }
    }
  }
`;
