import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { teamMemberPath, type TeamMember } from "../../content/team";
import { theme } from "../../theme/theme";
import { Icon } from "../ui/Icon";
import { CardLink } from "../ui/CardLink";

interface TeamCardProps {
  member: TeamMember;
  image?: IGatsbyImageData;
}

const Card = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  &:focus-within,
  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

const Body = styled.div`
  padding: ${theme.spacing(3)};

  h3 {
    margin: 0;
    font-size: 1.375rem;
  }

  p {
    margin: ${theme.spacing(1, 0, 2)};
    color: ${theme.colors.textMuted};
  }
`;

const Designation = styled.p`
  && {
    margin: 0;
    color: ${theme.colors.secondaryText};
    font-weight: 600;
  }
`;

/** A founder's portrait, name and role, linking to the profile page. */
export const TeamCard = ({ member, image }: TeamCardProps) => (
  <Card aria-labelledby={`team-${member.id}`}>
    {image && <GatsbyImage image={image} alt={`Illustrated portrait of ${member.name}`} />}
    <Body>
      <h3 id={`team-${member.id}`}>{member.name}</h3>
      <Designation>{member.designation}</Designation>
      <p>{member.summary}</p>
      <CardLink to={teamMemberPath(member.id)}>
        View profile<span className="visually-hidden"> of {member.name}</span>
        <Icon name="arrowRight" size={18} />
      </CardLink>
    </Body>
  </Card>
);
