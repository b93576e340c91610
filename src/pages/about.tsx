import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { CountersBand } from "../components/sections/CountersBand";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { PageHeader } from "../components/sections/PageHeader";
import { ProgressBars } from "../components/sections/ProgressBars";
import { SplitSection } from "../components/sections/SplitSection";
import { TitledSection } from "../components/sections/TitledSection";
import { Seo } from "../components/seo/Seo";
import { IconCardSlider } from "../features/carousel/IconCardSlider";
import { aboutIntro, aboutSkills, companyInfo, howWeWork } from "../content/about";
import { businessCounters } from "../content/counters";
import { homeCallToAction } from "../content/home";
import { serviceCards } from "../content/service-cards";
import { artImage } from "../lib/art-images";

export const query = graphql`
  query AboutPage {
    studio: file(sourceInstanceName: { eq: "art" }, name: { eq: "about-studio" }) {
      ...SplitSectionImage
    }
  }
`;

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const studioImage = artImage(data.studio);
  return (
    <>
      <PageHeader {...aboutIntro} />
      <SplitSection
        labelledBy="company-title"
        media={studioImage && <GatsbyImage image={studioImage} alt={companyInfo.imageAlt} loading="eager" />}
      >
        <h2 id="company-title">{companyInfo.title}</h2>
        {companyInfo.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </SplitSection>
      <CountersBand items={businessCounters} label="Company in numbers" />
      <TitledSection
        titleId="strengths-title"
        title="Where we are strongest"
        subTitle="Measured by what our clients rate us on in every project review."
        narrow
      >
        <ProgressBars items={aboutSkills} />
      </TitledSection>
      <TitledSection
        titleId="how-we-work-title"
        title="How we work"
        subTitle="Three steps we follow on every project, whatever its size."
      >
        <FeatureGrid features={howWeWork} ordered />
      </TitledSection>
      <TitledSection titleId="what-we-do-title" title="What we do" subTitle="Services you can combine into one team.">
        <IconCardSlider cards={serviceCards} label="Our services" />
      </TitledSection>
      <CallToAction {...homeCallToAction} />
    </>
  );
};

export default AboutPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="About Us" pathname={location.pathname} description={aboutIntro.subTitle} />
);
