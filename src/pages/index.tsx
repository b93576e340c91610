import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { Counters } from "../components/sections/Counters";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { WaterRipple } from "../components/effects/WaterRipple";
import { Hero } from "../components/sections/Hero";
import { ServiceCards } from "../components/sections/ServiceCards";
import { Seo } from "../components/seo/Seo";
import { Accordion } from "../components/ui/Accordion";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { faq } from "../content/faq";
import { homeCounters } from "../content/counters";
import { homeCallToAction, homeHero, whoWeAre } from "../content/home";
import { services } from "../content/services";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { organizationJsonLd } from "../lib/seo";

const HomePage = (_props: PageProps) => (
  <>
    <Hero {...homeHero} background={<WaterRipple />} />
    <Section id={homeHero.anchorTarget} aria-labelledby="services-title">
      <Container>
        <SectionHeading
          id="services-title"
          title="Our Services"
          subTitle="Everything it takes to plan, build and run software that moves your business forward."
        />
        <ServiceCards services={services} />
      </Container>
    </Section>
    <Section aria-labelledby="who-we-are-title">
      <Container>
        <SectionHeading id="who-we-are-title" title={whoWeAre.title} subTitle={whoWeAre.subTitle} />
        <FeatureGrid features={whoWeAre.features} />
      </Container>
    </Section>
    <Section aria-label="Key figures">
      <Container>
        <Counters items={homeCounters} label="Key figures" />
      </Container>
    </Section>
    <Section aria-labelledby="faq-title">
      <Container style={{ maxWidth: 880 }}>
        <SectionHeading
          id="faq-title"
          title="Frequently Asked Questions"
          subTitle="Straight answers to the questions clients ask us most."
        />
        <Accordion items={faq} />
      </Container>
    </Section>
    <CallToAction {...homeCallToAction} />
  </>
);

export default HomePage;

export const Head: HeadFC = ({ location }) => {
  const site = useSiteMetadata();
  return <Seo title="Home" pathname={location.pathname} jsonLd={organizationJsonLd(site)} />;
};
