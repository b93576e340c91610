import React from "react";
import styled from "styled-components";
import { iconCardSliderOptions } from "./icon-card-slider-options";
import { theme } from "../../theme/theme";
import { interactiveCard } from "../../components/ui/cardStyles";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Icon, type IconName } from "../../components/ui/Icon";
import { Carousel } from "./Carousel";

export interface IconCard {
  icon: IconName;
  title: string;
  subTitle: string;
  btnText: string;
  /** Internal path; SiteLink keeps light-layout visitors on the light pages. */
  btnUrl: string;
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.spacing(1.5)};
  ${interactiveCard}

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }

  /* Grows so that the buttons line up at the bottom of cards of unequal text. */
  p {
    flex: 1;
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

interface IconCardSliderProps {
  cards: readonly IconCard[];
  /** Accessible name of the carousel region. */
  label: string;
}

export const IconCardSlider = ({ cards, label }: IconCardSliderProps) => (
  <Carousel
    label={label}
    layout={iconCardSliderOptions}
    speed={iconCardSliderOptions.speed}
    pagination={iconCardSliderOptions.pagination.clickable}
    slides={cards.map((card) => (
      <Card key={card.title}>
        <Icon name={card.icon} size={40} />
        <h3>{card.title}</h3>
        <p>{card.subTitle}</p>
        <ButtonLink to={card.btnUrl} $variant="outline">
          {card.btnText}
          {/* A "Learn more" on every card would be ambiguous out of context; the name says which card. */}
          <span className="visually-hidden">: {card.title}</span>
        </ButtonLink>
      </Card>
    ))}
  />
);
