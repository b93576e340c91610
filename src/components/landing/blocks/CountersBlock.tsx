import { graphql } from "gatsby";
import React from "react";
import { countersOf } from "../../../lib/landing-pages/block-content";
import { Counters } from "../../sections/Counters";
import { BlockSection } from "../BlockSection";

export const countersBlockFragment = graphql`
  fragment CountersBlock on DirectusBlockCounters {
    title
    subTitle
    label
    items {
      number
      title
    }
  }
`;

/** The site's key figures: each number read with what it counts. */
export const CountersBlock = ({ block, titleId }: { block: Queries.CountersBlockFragment; titleId: string }) => {
  const label = block.label || "Key figures";
  return (
    <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label={label}>
      <Counters items={countersOf(block.items)} label={label} />
    </BlockSection>
  );
};
