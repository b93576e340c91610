import { graphql } from "gatsby";
import React from "react";
import { IconCardSlider } from "../../../features/carousel/IconCardSlider";
import { iconCardsOf } from "../../../lib/landing-pages/block-content";
import { BlockSection } from "../BlockSection";

export const iconCardsBlockFragment = graphql`
  fragment IconCardsBlock on DirectusBlockIconCards {
    title
    subTitle
    cards {
      icon
      title
      subTitle
      buttonText
      buttonUrl
    }
  }
`;

/** The site's slider of icon cards: 1 card in view, 2 from 500 px, 3 from 991, 4 from 1750. */
export const IconCardsBlock = ({ block, titleId }: { block: Queries.IconCardsBlockFragment; titleId: string }) => {
  const label = block.title || "Cards";
  return (
    <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label={label}>
      <IconCardSlider cards={iconCardsOf(block.cards)} label={label} />
    </BlockSection>
  );
};
