import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { CheckList } from "../components/sections/CheckList";
import { PageHeader } from "../components/sections/PageHeader";
import { SplitSection } from "../components/sections/SplitSection";
import { ServiceQualities } from "../components/services/ServiceQualities";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { serviceCallToAction, services, type Service } from "../content/services";
import type { MarketingPageContext } from "../gatsby/node/marketing-pages";
import { artImage } from "../lib/art-images";

export const query = graphql`
  query ServiceDetail($image: String!) {
    image: file(sourceInstanceName: { eq: "art" }, name: { eq: $image }) {
      ...SplitSectionImage
    }
  }
`;

const serviceFor = (context: MarketingPageContext): Service | undefined =>
  services.find((service) => service.id === context.serviceId);

const ServiceDetailTemplate = ({ data, pageContext }: PageProps<Queries.ServiceDetailQuery, MarketingPageContext>) => {
  const service = serviceFor(pageContext);
  if (!service) return null;
  const image = artImage(data.image);
  return (
    <>
      <PageHeader eyebrow="Our Services" title={service.title} subTitle={service.subTitle} />
      <SplitSection labelledBy="service-overview-title" media={image && <GatsbyImage image={image} alt="" loading="eager" />}>
        <h2 id="service-overview-title">How we approach {service.title.toLowerCase()}</h2>
        <p>{service.intro}</p>
      </SplitSection>
      <Section aria-labelledby="service-qualities-title">
        <Container>
          <SectionHeading id="service-qualities-title" title="Why clients choose us" />
          <ServiceQualities qualities={service.qualities} />
        </Container>
      </Section>
      <Section aria-labelledby="service-deliverables-title">
        <Container>
          <SectionHeading id="service-deliverables-title" title="What you will get from this service?" />
          <CheckList items={service.deliverables} />
        </Container>
      </Section>
      <CallToAction {...serviceCallToAction} />
    </>
  );
};

export default ServiceDetailTemplate;

export const Head: HeadFC<Queries.ServiceDetailQuery, MarketingPageContext> = ({ location, pageContext }) => {
  const service = serviceFor(pageContext);
  return (
    <Seo
      title={service?.title ?? "Services"}
      pathname={pageContext.canonicalPath ?? location.pathname}
      description={service?.subTitle}
    />
  );
};
