import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { PageHeader } from "../components/sections/PageHeader";
import { ServiceCards } from "../components/sections/ServiceCards";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";
import { serviceCallToAction, services } from "../content/services";

const serviceIntro =
  "Five ways we help companies plan, build and run software. Each is led by senior specialists and can be combined into one team.";

const ServicePage = (_props: PageProps) => (
  <>
    <PageHeader eyebrow="Our Services" title="Software services for every stage of your product" subTitle={serviceIntro} />
    <Section aria-label="Services">
      <Container>
        <ServiceCards services={services} numbered headingLevel={2} />
      </Container>
    </Section>
    <CallToAction {...serviceCallToAction} />
  </>
);

export default ServicePage;

export const Head: HeadFC = ({ location }) => <Seo title="Services" pathname={location.pathname} description={serviceIntro} />;
