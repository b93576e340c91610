import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import type { PortfolioItem } from "../../content/portfolio";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { PortfolioCard } from "./PortfolioCard";

/** The grid has two columns, and one at widths up to 991 px. */
export const portfolioSingleColumnMaxWidth = 991;

interface PortfolioGridProps {
  items: readonly PortfolioItem[];
  images: ReadonlyMap<string, IGatsbyImageData>;
  /** Level of the cards' titles (PortfolioCard). */
  headingLevel?: 2 | 3;
}

/*
 * A masonry of cards of different heights: CSS columns fill the first column, then the
 * second, so reading and focus order follow the columns from top to bottom.
 */
const Masonry = styled.ul`
  column-count: 2;
  column-gap: ${theme.spacing(4)};
  ${unstyledList}

  ${theme.down(portfolioSingleColumnMaxWidth)} {
    column-count: 1;
  }

  > li {
    break-inside: avoid;
    margin-bottom: ${theme.spacing(4)};
  }
`;

export const PortfolioGrid = ({ items, images, headingLevel }: PortfolioGridProps) => (
  <Masonry aria-label="Projects">
    {items.map((item, index) => (
      <li key={item.title}>
        <PortfolioCard item={item} image={images.get(item.imgUrl)} eager={index === 0} headingLevel={headingLevel} />
      </li>
    ))}
  </Masonry>
);
