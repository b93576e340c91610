import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { Counters } from "../components/sections/Counters";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { Hero } from "../components/sections/Hero";
import { ServiceCards } from "../components/sections/ServiceCards";
import { TitledSection } from "../components/sections/TitledSection";
import { HeroImagePreload } from "../components/seo/HeroImagePreload";
import { Seo } from "../components/seo/Seo";
import { Accordion } from "../components/ui/Accordion";
import { Container, Section } from "../components/ui/Container";
import { faq } from "../content/faq";
import { homeCounters } from "../content/counters";
import { homeCallToAction, homeHero, whoWeAre } from "../content/home";
import { services } from "../content/services";
import { WaterRipple } from "../features/ripple/WaterRipple";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { artImage } from "../lib/art-images";
import { organizationJsonLd } from "../lib/seo";
import { breakpoints } from "../theme/tokens";

export const query = graphql`
  query HomePage {
    heroImage: file(sourceInstanceName: { eq: "art" }, name: { eq: "home-hero" }) {
      childImageSharp {
        gatsbyImageData(
          width: 560
          quality: 60
          placeholder: DOMINANT_COLOR
          formats: [AUTO, AVIF, WEBP]
          sizes: "(min-width: 1200px) 500px, (min-width: 900px) 42vw, calc(100vw - 32px)"
        )
      }
    }
  }
`;

/** From this width the hero image stands beside the headline, in the first view. */
const imageBesideTitle = `(min-width: ${breakpoints.md}px)`;

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const heroImage = artImage(data.heroImage);
  return (
    <>
      <Hero
        {...homeHero}
        background={<WaterRipple />}
        image={heroImage && <GatsbyImage image={heroImage} alt={homeHero.imageAlt} loading="eager" />}
        imageUnderSurface
      />
      <TitledSection
        id={homeHero.anchorTarget}
        titleId="services-title"
        title="Our Services"
        subTitle="Everything it takes to plan, build and run software that moves your business forward."
      >
        <ServiceCards services={services} />
      </TitledSection>
      <TitledSection titleId="who-we-are-title" title={whoWeAre.title} subTitle={whoWeAre.subTitle}>
        <FeatureGrid features={whoWeAre.features} />
      </TitledSection>
      <Section aria-label="Key figures">
        <Container>
          <Counters items={homeCounters} label="Key figures" />
        </Container>
      </Section>
      <TitledSection
        titleId="faq-title"
        title="Frequently Asked Questions"
        subTitle="Straight answers to the questions clients ask us most."
        narrow
      >
        <Accordion items={faq} />
      </TitledSection>
      <CallToAction {...homeCallToAction} />
    </>
  );
};

export default HomePage;

export const Head = ({ location, data }: HeadProps<Queries.HomePageQuery>) => {
  const site = useSiteMetadata();
  const heroImage = artImage(data.heroImage);
  return (
    <Seo title="Home" pathname={location.pathname} jsonLd={organizationJsonLd(site)}>
      {heroImage && <HeroImagePreload image={heroImage} media={imageBesideTitle} />}
    </Seo>
  );
};
