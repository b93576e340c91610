/** A post card's data, as the PostCard fragment gives it and as the list chunks hold it. */
export type CardPost = Queries.PostCardFragment;

/** A post as the query below gives it: its hero image named, not yet made (blog-card-images.ts). */
export type QueriedPost = Queries.BlogPagesQuery["allDirectusPost"]["nodes"][number];

/** A post as gatsby-node needs it: its card, plus what groups it into lists and pages. */
export type BlogPagesPost = Omit<QueriedPost, "heroImage"> & Pick<CardPost, "heroImage">;

/** One of the sidebar's newest posts, as /blog-data/sidebar.json holds it. */
export type RecentPost = NonNullable<Queries.BlogPagesQuery["blogSummary"]>["recentPosts"][number];

/**
 * What gatsby-node needs to know about the blog to create its pages and list chunks. A post's
 * card fields are the PostCard fragment's (src/components/blog/PostCard.tsx; Node queries cannot
 * use the fragments of components); its hero image is named by node and content digest, and its
 * card image comes from blog-card-images.ts, which makes only the ones it has not kept. The
 * sidebar's newest posts come with a small square thumbnail, and its categories with their counts.
 */
export const blogPagesQuery = /* GraphQL */ `
  query BlogPages {
    allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }]) {
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
