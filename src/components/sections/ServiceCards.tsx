import React from "react";
import styled from "styled-components";
import { servicePath, type Service } from "../../content/services";
import { Icon } from "../ui/Icon";
import { SiteLink } from "../ui/SiteLink";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { twoDigitPosition } from "../../lib/numbering";

const Grid = styled.ol`
  display: grid;
  gap: ${theme.spacing(3)};
  ${unstyledList}

  ${theme.up("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${theme.up("lg")} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1.5)};
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  transition: border-color 0.2s ease;

  &:hover,
  &:focus-within {
    border-color: ${theme.colors.primary};
  }

  > svg {
    color: ${theme.colors.primaryText};
  }


  p {
    flex: 1;
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.25rem;
`;

const Number = styled.span`
  position: absolute;
  top: ${theme.spacing(3)};
  right: ${theme.spacing(3)};
  font-family: ${theme.fonts.heading};
  font-weight: 800;
  color: ${theme.colors.textMuted};
`;

const MoreLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  min-height: 44px;
  font-weight: 600;

  /* The whole card is the click target; the link text stays the accessible name. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;

interface ServiceCardsProps {
  services: readonly Service[];
  /** Show 01–05 numbering (the service page does). */
  numbered?: boolean;
  /** Level of each card's title: 2 where the cards sit directly under the page's h1. */
  headingLevel?: 2 | 3;
}

export const ServiceCards = ({ services, numbered = false, headingLevel = 3 }: ServiceCardsProps) => (
  <Grid>
    {services.map((service, index) => (
      <Card key={service.id}>
        {numbered && <Number aria-hidden="true">{twoDigitPosition(index)}</Number>}
        <Icon name={service.icon} size={40} />
        <Title as={`h${headingLevel}`}>{service.title}</Title>
        <p>{service.subTitle}</p>
        <MoreLink to={servicePath(service.id)}>
          Learn more<span className="visually-hidden"> about {service.title}</span>
          <Icon name="arrowRight" size={18} />
        </MoreLink>
      </Card>
    ))}
  </Grid>
);
