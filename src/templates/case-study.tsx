import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { CallToAction } from "../components/sections/CallToAction";
import { Counters } from "../components/sections/Counters";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";
import { caseStudy } from "../content/portfolio";
import { serviceCallToAction } from "../content/services";
import type { MarketingPageContext } from "../gatsby/node/marketing-pages";
import { theme } from "../theme/theme";
import { artImage } from "../lib/art-images";

export const query = graphql`
  query CaseStudy($image: String!) {
    image: file(sourceInstanceName: { eq: "art" }, name: { eq: $image }) {
      childImageSharp {
        gatsbyImageData(
          width: 1136
          placeholder: BLURRED
          formats: [AUTO, AVIF, WEBP]
          sizes: "(min-width: 1200px) 1136px, calc(100vw - 34px)"
        )
      }
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${theme.spacing(2)};
  margin: ${theme.spacing(0, 0, 5)};

  ${theme.up("md")} {
    grid-template-columns: repeat(3, 1fr);
  }

  dt {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }

  dd {
    margin: 0;
    color: ${theme.colors.heading};
  }
`;

const Figure = styled.figure`
  margin: 0 0 ${theme.spacing(6)};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

const Story = styled.div`
  display: grid;
  gap: ${theme.spacing(4)};
  max-width: 760px;
  margin-bottom: ${theme.spacing(6)};
`;

const CaseStudyTemplate = ({ data }: PageProps<Queries.CaseStudyQuery, MarketingPageContext>) => {
  const image = artImage(data.image);
  return (
    <>
      <PageHeader eyebrow="Case Study" title={caseStudy.title} subTitle={caseStudy.summary} />
      <Section aria-label="Project">
        <Container>
          <Facts>
            <div>
              <dt>Client</dt>
              <dd>{caseStudy.client}</dd>
            </div>
            <div>
              <dt>Service</dt>
              <dd>{caseStudy.category}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{caseStudy.duration}</dd>
            </div>
          </Facts>
          {image && (
            <Figure>
              <GatsbyImage image={image} alt={caseStudy.imageAlt} loading="eager" />
            </Figure>
          )}
          <Story>
            {caseStudy.sections.map((section) => (
              <div key={section.title}>
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </div>
            ))}
          </Story>
          <h2>Results</h2>
          <Counters items={caseStudy.results} label="Results" />
        </Container>
      </Section>
      <CallToAction {...serviceCallToAction} />
    </>
  );
};

export default CaseStudyTemplate;

export const Head: HeadFC<Queries.CaseStudyQuery, MarketingPageContext> = ({ location, pageContext }) => (
  <Seo
    title={`${caseStudy.title} case study`}
    pathname={pageContext.canonicalPath ?? location.pathname}
    description={caseStudy.summary}
  />
);
