import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { team } from "../../../content/team";
import { pickFromContent } from "../../../lib/landing-pages/block-content";
import { TeamCard } from "../../team/TeamCard";
import { TeamGrid } from "../../team/TeamGrid";
import { BlockSection } from "../BlockSection";

export const teamBlockFragment = graphql`
  fragment TeamBlock on DirectusBlockTeam {
    title
    subTitle
    members
  }
`;

interface TeamBlockProps {
  block: Queries.TeamBlockFragment;
  titleId: string;
  /** The founders' portraits (src/images/art), by name: the landing page's query reads them. */
  portraits: ReadonlyMap<string, IGatsbyImageData>;
}

/** The team page's founder cards, each linking to the founder's profile: those ticked, or both. */
export const TeamBlock = ({ block, titleId, portraits }: TeamBlockProps) => (
  <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label="Team">
    <TeamGrid>
      {pickFromContent(team, block.members, (member) => member.id).map((member) => (
        <TeamCard key={member.id} member={member} image={portraits.get(member.image)} />
      ))}
    </TeamGrid>
  </BlockSection>
);
