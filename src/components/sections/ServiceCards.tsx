import React from "react";
import styled from "styled-components";
import { servicePath } from "../../content/service-names";
import type { Service } from "../../content/services";
import { Icon } from "../ui/Icon";
import { CardLink } from "../ui/CardLink";
import { interactiveCard } from "../ui/cardStyles";
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
  ${interactiveCard}

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
        <CardLink to={servicePath(service.id)}>
          Learn more<span className="visually-hidden"> about {service.title}</span>
          <Icon name="arrowRight" size={18} />
        </CardLink>
      </Card>
    ))}
  </Grid>
);
