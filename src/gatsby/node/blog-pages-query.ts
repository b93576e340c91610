/**
 * The image of a post card, as the PostCard fragment (src/components/blog/PostCard.tsx) asks
 * for it. The list chunks carry the same card data, so they must ask with the same arguments:
 * the same files are made once and shared (a unit test keeps the two equal).
 */
export const postCardImageArguments = `layout: CONSTRAINED
        width: 640
        aspectRatio: 1.6
        placeholder: DOMINANT_COLOR
        quality: 45
        formats: [WEBP]
        outputPixelDensities: [0.5, 1, 1.05, 1.5]
        sizes: "(min-width: 1200px) 380px, (min-width: 600px) 50vw, calc(100vw - 32px)"`;

/** A post card's data, as the PostCard fragment gives it and as the list chunks hold it. */
export interface CardPost {
  id: string;
  directusId: string;
  title: string;
  subTitle: string;
  dateCreated: string;
  dateCreatedText: string;
  category: { name: string; slug: string } | null;
  heroImage: { gatsbyImage: unknown } | null;
}

/** A post as gatsby-node needs it: its card, plus what groups it into lists and pages. */
export interface BlogPagesPost extends Omit<CardPost, "category"> {
  tags: string[];
  category: { directusId: string; slug: string; name: string } | null;
}

/** What gatsby-node needs to know about the blog to create its pages and list chunks. */
export interface BlogPagesQuery {
  allDirectusPost: { nodes: BlogPagesPost[] };
  allDirectusCategory: { nodes: { directusId: string; slug: string; name: string }[] };
}

export const blogPagesQuery = `
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
        category {
          directusId
          slug
          name
        }
        heroImage {
          gatsbyImage(
            ${postCardImageArguments}
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
  }
`;
