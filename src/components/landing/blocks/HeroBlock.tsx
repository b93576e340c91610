import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import { Hero } from "../../sections/Hero";

export const heroBlockFragment = graphql`
  fragment HeroBlock on DirectusBlockHero {
    miniTitle
    title
    subTitle
    imageAlt
    anchorLabel
    image {
      gatsbyImage(
        layout: CONSTRAINED
        width: 560
        quality: 60
        placeholder: DOMINANT_COLOR
        formats: [WEBP]
        outputPixelDensities: [0.5, 1, 1.5, 2]
        sizes: "(min-width: 1200px) 500px, (min-width: 900px) 42vw, calc(100vw - 32px)"
      )
    }
  }
`;

interface HeroBlockProps {
  block: Queries.HeroBlockFragment;
  /** 1 when the hero opens the page. */
  headingLevel: 1 | 2;
  titleId: string;
  /** The next block's id, where the scroll anchor leads; none after the last block. */
  anchorTarget?: string;
}

/** The site's hero: mini title, title, subtitle, an image beside them and a link down the page. */
export const HeroBlock = ({ block, headingLevel, titleId, anchorTarget }: HeroBlockProps) => {
  const image = block.image?.gatsbyImage;
  return (
    <Hero
      miniTitle={block.miniTitle}
      title={block.title}
      subTitle={block.subTitle || undefined}
      image={image && <GatsbyImage image={image} alt={block.imageAlt} loading={headingLevel === 1 ? "eager" : "lazy"} />}
      anchorLabel={block.anchorLabel || undefined}
      anchorTarget={anchorTarget}
      headingLevel={headingLevel}
      titleId={titleId}
    />
  );
};
