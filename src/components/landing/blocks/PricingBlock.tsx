import { graphql } from "gatsby";
import React from "react";
import { plansOfTiers } from "../../../features/pricing/pricing-content";
import { PricingTabs } from "../../../features/pricing/PricingTabs";
import { planTiersOf } from "../../../lib/landing-pages/block-content";
import { BlockSection } from "../BlockSection";

export const pricingBlockFragment = graphql`
  fragment PricingBlock on DirectusBlockPricing {
    title
    subTitle
    plans {
      title
      subTitle
      monthlyPrice
      yearlyPrice
      features
      popular
    }
  }
`;

/** The tech-startup page's pricing: the plans with monthly and yearly prices in two tabs. */
export const PricingBlock = ({ block, titleId }: { block: Queries.PricingBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Pricing">
    <PricingTabs plans={plansOfTiers(planTiersOf(block.plans))} label={`${block.title || "Pricing"}: billing period`} />
  </BlockSection>
);
