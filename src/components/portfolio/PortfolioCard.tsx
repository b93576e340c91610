import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import type { PortfolioItem } from "../../content/portfolio";
import { theme } from "../../theme/theme";
import { ButtonLink } from "../ui/ButtonLink";
import { eyebrowText } from "../ui/textStyles";

interface PortfolioCardProps {
  item: PortfolioItem;
  image?: IGatsbyImageData;
  /** The first cards are in the first viewport; load their images straight away. */
  eager?: boolean;
  /** Level of the title: 3 where the grid sits under a section's own h2 (a landing page's block). */
  headingLevel?: 2 | 3;
}

const Card = styled.article`
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.spacing(1)};
  justify-items: start;
  padding: ${theme.spacing(3)};

  h2,
  h3 {
    margin: 0 0 ${theme.spacing(1)};
    font-size: 1.375rem;
  }
`;

const Category = styled.p`
  margin: 0;
  ${eyebrowText}
`;

/** One project of the portfolio grid: picture, kind of work, title and the case study link. */
export const PortfolioCard = ({ item, image, eager = false, headingLevel = 2 }: PortfolioCardProps) => {
  const Title = `h${headingLevel}` as const;
  return (
    <Card aria-label={item.title}>
      {image && <GatsbyImage image={image} alt={item.imgAlt} loading={eager ? "eager" : "lazy"} />}
      <Body>
        <Category>{item.category}</Category>
        <Title>{item.title}</Title>
        <ButtonLink to={item.href} $variant="outline">
          {item.btnText}
          <span className="visually-hidden">: {item.title}</span>
        </ButtonLink>
      </Body>
    </Card>
  );
};
