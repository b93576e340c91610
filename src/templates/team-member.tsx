import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import { CallToAction } from "../components/sections/CallToAction";
import { PageHeader } from "../components/sections/PageHeader";
import { ProgressBars } from "../components/sections/ProgressBars";
import { SplitSection } from "../components/sections/SplitSection";
import { Seo } from "../components/seo/Seo";
import { homeCallToAction } from "../content/home";
import { team, type TeamMember } from "../content/team";
import type { MarketingPageContext } from "../gatsby/node/marketing-pages";
import { artImage } from "../lib/art-images";

export const query = graphql`
  query TeamMember($image: String!) {
    portrait: file(sourceInstanceName: { eq: "art" }, name: { eq: $image }) {
      ...SplitSectionImage
    }
  }
`;

const memberFor = (context: MarketingPageContext): TeamMember | undefined =>
  team.find((member) => member.id === context.memberId);

const TeamMemberTemplate = ({ data, pageContext }: PageProps<Queries.TeamMemberQuery, MarketingPageContext>) => {
  const member = memberFor(pageContext);
  if (!member) return null;
  const portrait = artImage(data.portrait);
  return (
    <>
      <PageHeader eyebrow={member.designation} title={member.name} subTitle={member.summary} />
      <SplitSection
        labelledBy="member-bio-title"
        media={portrait && <GatsbyImage image={portrait} alt={`Illustrated portrait of ${member.name}`} loading="eager" />}
      >
        <h2 id="member-bio-title">About {member.name.split(" ")[0]}</h2>
        {member.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3>Skills</h3>
        <ProgressBars items={member.skills} />
      </SplitSection>
      <CallToAction {...homeCallToAction} />
    </>
  );
};

export default TeamMemberTemplate;

export const Head: HeadFC<Queries.TeamMemberQuery, MarketingPageContext> = ({ location, pageContext }) => {
  const member = memberFor(pageContext);
  return (
    <Seo
      title={member ? `${member.name}, ${member.designation}` : "Team"}
      pathname={pageContext.canonicalPath ?? location.pathname}
      description={member?.summary}
    />
  );
};
