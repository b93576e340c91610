import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { portfolio } from "../../../content/portfolio";
import { pickFromContent } from "../../../lib/landing-pages/block-content";
import { PortfolioGrid } from "../../portfolio/PortfolioGrid";
import { BlockSection } from "../BlockSection";

export const portfolioBlockFragment = graphql`
  fragment PortfolioBlock on DirectusBlockPortfolio {
    title
    subTitle
    projects
  }
`;

interface PortfolioBlockProps {
  block: Queries.PortfolioBlockFragment;
  titleId: string;
  /** The projects' pictures (src/images/art), by name: the landing page's query reads them. */
  images: ReadonlyMap<string, IGatsbyImageData>;
}

/** The portfolio page's masonry of project cards: those ticked, or all eight. */
export const PortfolioBlock = ({ block, titleId, images }: PortfolioBlockProps) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Projects">
    <PortfolioGrid
      items={pickFromContent(portfolio, block.projects, (project) => project.imgUrl)}
      images={images}
      headingLevel={3}
    />
  </BlockSection>
);
