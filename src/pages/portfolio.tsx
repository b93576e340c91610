import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PortfolioGrid } from "../components/portfolio/PortfolioGrid";
import { CallToAction } from "../components/sections/CallToAction";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";
import { portfolio, portfolioTitle } from "../content/portfolio";
import { serviceCallToAction } from "../content/services";
import { imagesByName } from "../lib/art-images";

export const query = graphql`
  query PortfolioPage {
    projects: allFile(filter: { sourceInstanceName: { eq: "art" }, name: { regex: "/^portfolio-/" } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(
            width: 600
            placeholder: BLURRED
            formats: [AUTO, AVIF, WEBP]
            sizes: "(min-width: 1200px) 552px, (min-width: 992px) calc(50vw - 48px), calc(100vw - 34px)"
          )
        }
      }
    }
  }
`;

const portfolioIntro =
  "Platforms, apps and integrations we have designed and built for clinics, retailers, banks and logistics companies.";

const PortfolioPage = ({ data }: PageProps<Queries.PortfolioPageQuery>) => (
  <>
    <PageHeader eyebrow="Portfolio" title={portfolioTitle} subTitle={portfolioIntro} />
    <Section>
      <Container>
        <PortfolioGrid items={portfolio} images={imagesByName(data.projects.nodes)} />
      </Container>
    </Section>
    <CallToAction {...serviceCallToAction} />
  </>
);

export default PortfolioPage;

export const Head: HeadFC = ({ location }) => <Seo title="Portfolio" pathname={location.pathname} description={portfolioIntro} />;
