import { graphql } from "gatsby";

/**
 * The SEO fields of a post or landing page as src/lib/content-seo.ts reads them
 * (ContentSeoFields): the editor's share image cropped to 1200 × 630, or the card generated from
 * the title (src/gatsby/node/share-images.ts). Each type with the SEO fields has a fragment of the
 * same selection.
 */
export const postSeoFragment = graphql`
  fragment PostSeo on DirectusPost {
    metaTitle
    metaDescription
    noIndex
    shareImage {
      socialCard: resize(width: 1200, height: 630, format: JPG) {
        src
      }
    }
    generatedShareImage {
      path
    }
  }
`;

export const pageSeoFragment = graphql`
  fragment PageSeo on DirectusPage {
    metaTitle
    metaDescription
    noIndex
    shareImage {
      socialCard: resize(width: 1200, height: 630, format: JPG) {
        src
      }
    }
    generatedShareImage {
      path
    }
  }
`;
