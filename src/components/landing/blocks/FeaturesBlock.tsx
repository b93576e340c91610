import { graphql } from "gatsby";
import React from "react";
import { featuresOf } from "../../../lib/landing-pages/block-content";
import { FeatureGrid } from "../../sections/FeatureGrid";
import { BlockSection } from "../BlockSection";

export const featuresBlockFragment = graphql`
  fragment FeaturesBlock on DirectusBlockFeatures {
    title
    subTitle
    features {
      icon
      title
      text
    }
  }
`;

/** The home page's 'Who We Are' cards: an icon, a title and a sentence each. */
export const FeaturesBlock = ({ block, titleId }: { block: Queries.FeaturesBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Features">
    <FeatureGrid features={featuresOf(block.features)} />
  </BlockSection>
);
