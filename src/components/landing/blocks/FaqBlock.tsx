import { graphql } from "gatsby";
import React from "react";
import { faqItemsOf } from "../../../lib/landing-pages/block-content";
import { Accordion } from "../../ui/Accordion";
import { BlockSection } from "../BlockSection";

export const faqBlockFragment = graphql`
  fragment FaqBlock on DirectusBlockFaq {
    title
    subTitle
    items {
      title
      content
    }
  }
`;

/** The site's FAQ accordion: one answer open at a time, the first at the start. */
export const FaqBlock = ({ block, titleId }: { block: Queries.FaqBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Frequently asked questions" narrow>
    <Accordion items={faqItemsOf(block.items)} />
  </BlockSection>
);
