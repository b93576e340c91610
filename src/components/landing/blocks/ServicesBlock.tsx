import { graphql } from "gatsby";
import React from "react";
import { services } from "../../../content/services";
import { pickFromContent } from "../../../lib/landing-pages/block-content";
import { ServiceCards } from "../../sections/ServiceCards";
import { BlockSection } from "../BlockSection";

export const servicesBlockFragment = graphql`
  fragment ServicesBlock on DirectusBlockServices {
    title
    subTitle
    services
    numbered
  }
`;

/** The site's service cards, each linking to its service page: those ticked, or all five. */
export const ServicesBlock = ({ block, titleId }: { block: Queries.ServicesBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Services">
    <ServiceCards services={pickFromContent(services, block.services, (service) => service.id)} numbered={block.numbered} />
  </BlockSection>
);
