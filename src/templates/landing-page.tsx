import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageBlocks } from "../components/landing/PageBlocks";
import { PageHeader } from "../components/sections/PageHeader";
import { HeroImagePreload } from "../components/seo/HeroImagePreload";
import { Seo } from "../components/seo/Seo";
import type { LandingPageContext } from "../gatsby/node/landing-pages";
import { imagesByName } from "../lib/art-images";
import { contentSeo } from "../lib/content-seo";
import { opensWithHero } from "../lib/landing-pages/block-content";
import { useVisualEditor } from "../lib/visual-editor";
import { breakpoints } from "../theme/tokens";

export const query = graphql`
  query LandingPage($id: String!, $withPortfolio: Boolean!, $withTeam: Boolean!) {
    page: directusPage(id: { eq: $id }) {
      directusId
      title
      ...PageSeo
      blocks {
        __typename
        directusId
        collection
        ...HeroBlock
        ...RichTextBlock
        ...CallToActionBlock
        ...ServicesBlock
        ...FeaturesBlock
        ...CountersBlock
        ...FaqBlock
        ...IconCardsBlock
        ...TestimonialsBlock
        ...PricingBlock
        ...PortfolioBlock
        ...TeamBlock
        ...ContactFormBlock
        ...NewsletterBlock
      }
    }
    projectImages: allFile(filter: { sourceInstanceName: { eq: "art" }, name: { regex: "/^portfolio-/" } })
      @include(if: $withPortfolio) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(
            width: 600
            placeholder: BLURRED
            formats: [AUTO, AVIF, WEBP]
            sizes: "(min-width: 1200px) 552px, (min-width: 992px) calc(50vw - 48px), calc(100vw - 34px)"
          )
        }
      }
    }
    portraits: allFile(filter: { sourceInstanceName: { eq: "art" }, name: { regex: "/^team-/" } }) @include(if: $withTeam) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(
            width: 560
            aspectRatio: 1
            transformOptions: { cropFocus: NORTH }
            placeholder: BLURRED
            formats: [AUTO, AVIF, WEBP]
            sizes: "(min-width: 900px) 552px, calc(100vw - 34px)"
          )
        }
      }
    }
  }
`;

/** From this width a hero's image stands beside its headline, in the first view. */
const imageBesideTitle = `(min-width: ${breakpoints.md}px)`;

/**
 * A landing page from the CMS (src/gatsby/node/landing-pages.ts makes `/<slug>/` and its light
 * twin): its blocks as the site's own sections, under a page header with its title unless a hero
 * opens it. On the preview server each block opens its fields in Directus's Visual Editor.
 */
const LandingPageTemplate = ({ data }: PageProps<Queries.LandingPageQuery, LandingPageContext>) => {
  useVisualEditor(data);
  if (!data.page) return null;
  const { page } = data;
  return (
    <>
      {!opensWithHero(page.blocks) && <PageHeader title={page.title} />}
      <PageBlocks
        blocks={page.blocks}
        projectImages={imagesByName(data.projectImages?.nodes ?? [])}
        portraits={imagesByName(data.portraits?.nodes ?? [])}
      />
    </>
  );
};

export default LandingPageTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.LandingPageQuery, LandingPageContext>) => {
  const { page } = data;
  if (!page) return <Seo title="Page" pathname={pageContext.canonicalPath} />;
  const seo = contentSeo(page, { title: page.title });
  const [first] = page.blocks;
  const heroImage = first?.__typename === "DirectusBlockHero" ? first.image?.gatsbyImage : undefined;
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      image={seo.image}
      noIndex={seo.noIndex}
      pathname={pageContext.canonicalPath}
    >
      {heroImage && <HeroImagePreload image={heroImage} media={imageBesideTitle} />}
    </Seo>
  );
};
