import { graphql } from "gatsby";
import React from "react";
import { ContactForm } from "../../forms/ContactForm";
import { BlockSection } from "../BlockSection";

export const contactFormBlockFragment = graphql`
  fragment ContactFormBlock on DirectusBlockContactForm {
    title
    subTitle
  }
`;

/** The contact page's enquiry form; entries reach Outreach Enquiries as from that page. */
export const ContactFormBlock = ({ block, titleId }: { block: Queries.ContactFormBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Contact form" narrow>
    <ContactForm />
  </BlockSection>
);
