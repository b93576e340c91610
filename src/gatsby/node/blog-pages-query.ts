/** A post card's data, as the PostCard fragment gives it and as the list chunks hold it. */
export type CardPost = Queries.PostCardFragment;

/** A post as gatsby-node needs it: its card, plus what groups it into lists and pages. */
export type BlogPagesPost = Queries.BlogPagesQuery["allDirectusPost"]["nodes"][number];

/** One of the sidebar's newest posts, as /blog-data/recent.json holds it. */
export type RecentPost = NonNullable<Queries.BlogPagesQuery["blogSummary"]>["recentPosts"][number];

/**
 * What gatsby-node needs to know about the blog to create its pages and list chunks. A post's
 * card fields are the PostCard fragment's (src/components/blog/PostCard.tsx; Node queries cannot
 * use the fragments of components), and its image is asked for with the same arguments: the
 * same files are made once and shared (a unit test keeps the two equal). The sidebar's newest
 * posts come with a small square thumbnail.
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
    }
  }
`;
