import { graphql } from "gatsby";
import React from "react";
import { NewsletterForm } from "../../forms/NewsletterForm";
import { BlockSection } from "../BlockSection";

export const newsletterBlockFragment = graphql`
  fragment NewsletterBlock on DirectusBlockNewsletter {
    title
    subTitle
  }
`;

/** The footer's newsletter sign-up ('Join') as a band of the page, under a name of its own. */
export const NewsletterBlock = ({ block, titleId }: { block: Queries.NewsletterBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Newsletter" narrow>
    <NewsletterForm label="Newsletter sign-up" />
  </BlockSection>
);
