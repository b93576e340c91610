import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { PageHeader } from "../components/sections/PageHeader";
import { TitledSection } from "../components/sections/TitledSection";
import { Seo } from "../components/seo/Seo";
import { TeamCard } from "../components/team/TeamCard";
import { TeamGrid } from "../components/team/TeamGrid";
import { homeCallToAction } from "../content/home";
import { team } from "../content/team";
import { imagesByName } from "../lib/art-images";

export const query = graphql`
  query TeamPage {
    portraits: allFile(filter: { sourceInstanceName: { eq: "art" }, name: { regex: "/^team-/" } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(
            width: 560
            aspectRatio: 1
            transformOptions: { cropFocus: NORTH }
            placeholder: BLURRED
            formats: [AUTO, AVIF, WEBP]
            sizes: "(min-width: 900px) 552px, calc(100vw - 34px)"
          )
        }
      }
    }
  }
`;

const teamIntro = "The founders who lead every Northbeam project, from the first workshop to launch and beyond.";

const TeamPage = ({ data }: PageProps<Queries.TeamPageQuery>) => {
  const portraits = imagesByName(data.portraits.nodes);
  return (
    <>
      <PageHeader eyebrow="Our Team" title="Meet the people behind Northbeam" subTitle={teamIntro} />
      <TitledSection
        titleId="founders-title"
        title="Our founders"
        subTitle="Two senior leaders, personally involved in every project we take on."
      >
        <TeamGrid>
          {team.map((member) => (
            <TeamCard key={member.id} member={member} image={portraits.get(member.image)} />
          ))}
        </TeamGrid>
      </TitledSection>
      <CallToAction {...homeCallToAction} />
    </>
  );
};

export default TeamPage;

export const Head: HeadFC = ({ location }) => <Seo title="Team" pathname={location.pathname} description={teamIntro} />;
