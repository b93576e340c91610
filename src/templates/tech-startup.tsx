import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import { PostCard } from "../components/blog/PostCard";
import { CallToAction } from "../components/sections/CallToAction";
import { Counters } from "../components/sections/Counters";
import { Hero } from "../components/sections/Hero";
import { SplitSection } from "../components/sections/SplitSection";
import { Seo } from "../components/seo/Seo";
import { ButtonLink } from "../components/ui/ButtonLink";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { businessCounters } from "../content/counters";
import { homeCallToAction } from "../content/home";
import { BrandCarousel } from "../features/carousel/BrandCarousel";
import { cardCarouselLayout } from "../features/carousel/card-carousel-layout";
import { Carousel } from "../features/carousel/Carousel";
import { IconCardSlider } from "../features/carousel/IconCardSlider";
import { PricingTabs } from "../features/pricing/PricingTabs";
import { BrandMark } from "../features/tech-startup/BrandMark";
import { brands, missionAndVision, startupFeatures, startupHero } from "../features/tech-startup/tech-startup-content";
import { TestimonialCard } from "../features/tech-startup/TestimonialCard";
import { testimonials } from "../features/tech-startup/testimonials";
import { VideoPopup } from "../features/tech-startup/VideoPopup";
import type { MarketingPageContext } from "../gatsby/node/marketing-pages";
import { artImage } from "../lib/art-images";

export const query = graphql`
  query TechStartup {
    hero: file(sourceInstanceName: { eq: "art" }, name: { eq: "startup-hero" }) {
      childImageSharp {
        gatsbyImageData(
          width: 560
          placeholder: BLURRED
          formats: [AUTO, AVIF, WEBP]
          sizes: "(min-width: 900px) 480px, calc(100vw - 34px)"
        )
      }
    }
    mission: file(sourceInstanceName: { eq: "art" }, name: { eq: "startup-mission" }) {
      ...SplitSectionImage
    }
    latestPosts: allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: 6) {
      nodes {
        id
        ...PostCard
      }
    }
  }
`;

const showreel = { src: "/videos/showreel.webm", captions: "/videos/showreel.vtt" };

const TechStartupTemplate = ({ data }: PageProps<Queries.TechStartupQuery, MarketingPageContext>) => {
  const heroImage = artImage(data.hero);
  const missionImage = artImage(data.mission);
  const posts = data.latestPosts.nodes;
  return (
    <>
      <Hero
        miniTitle={startupHero.miniTitle}
        title={startupHero.title}
        subTitle={startupHero.subTitle}
        anchorLabel="See what we offer"
        anchorTarget="features"
        image={heroImage && <GatsbyImage image={heroImage} alt={startupHero.imageAlt} loading="eager" />}
        actions={
          <>
            <ButtonLink to={startupHero.primaryAction.href}>{startupHero.primaryAction.title}</ButtonLink>
            <VideoPopup src={showreel.src} captionsSrc={showreel.captions} title={startupHero.videoTitle} />
          </>
        }
      />
      <Section aria-label="Clients">
        <Container>
          <BrandCarousel brands={brands.map((name, index) => ({ name, logo: <BrandMark name={name} index={index} /> }))} />
        </Container>
      </Section>
      <Section id="features" aria-labelledby="features-title">
        <Container>
          <SectionHeading
            id="features-title"
            title="Everything a young product needs"
            subTitle="Pick what you need now and add the rest as you grow."
          />
          <IconCardSlider cards={startupFeatures} label="Features" />
        </Container>
      </Section>
      <SplitSection
        labelledBy="mission-title"
        mediaLast
        media={missionImage && <GatsbyImage image={missionImage} alt={missionAndVision.imageAlt} />}
      >
        <h2 id="mission-title">Why we do it</h2>
        {missionAndVision.items.map((item) => (
          <div key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ))}
      </SplitSection>
      <Section>
        <Container>
          <Counters items={businessCounters} label="Company in numbers" />
        </Container>
      </Section>
      <Section id="pricing" aria-labelledby="pricing-title">
        <Container>
          <SectionHeading
            id="pricing-title"
            title="Simple plans for every stage"
            subTitle="A monthly retainer with a senior team. Pay yearly and change plans as you grow."
          />
          <PricingTabs />
        </Container>
      </Section>
      {posts.length > 0 && (
        <Section id="blog" aria-labelledby="blog-title">
          <Container>
            <SectionHeading id="blog-title" title="From our blog" subTitle="What we are learning while we build." />
            <Carousel
              label="Latest posts"
              layout={cardCarouselLayout}
              pagination
              slides={posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            />
          </Container>
        </Section>
      )}
      <Section id="testimonials" aria-labelledby="testimonials-title">
        <Container>
          <SectionHeading id="testimonials-title" title="What founders say" />
          <Carousel
            label="Testimonials"
            layout={cardCarouselLayout}
            pagination
            slides={testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.avatarName} testimonial={testimonial} />
            ))}
          />
        </Container>
      </Section>
      <CallToAction {...homeCallToAction} />
    </>
  );
};

export default TechStartupTemplate;

export const Head: HeadFC<Queries.TechStartupQuery, MarketingPageContext> = ({ location }) => (
  <Seo title={startupHero.miniTitle} pathname={location.pathname} description={startupHero.subTitle} />
);
