import React, { type ReactNode } from "react";
import styled from "styled-components";
import { submergedImageAttribute } from "../../features/ripple/submerged-image-attribute";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { theme } from "../../theme/theme";
import { titleFontSize } from "../../theme/title-scale";
import { eyebrowText } from "../ui/textStyles";

export interface HeroProps {
  /** The small label above the title; none when empty. */
  miniTitle: string;
  title: string;
  subTitle?: string;
  /** Illustration beside the text; decorative unless it carries its own alt text. */
  image?: ReactNode;
  /**
   * Lays the image beneath the background layer, which then draws it (the water ripple
   * refracts it as a surface would); without a running effect it shows as it is.
   */
  imageUnderSurface?: boolean;
  /** The scroll anchor's text; no anchor without it or its target. */
  anchorLabel?: string;
  /** Id of the section the scroll anchor leads to, without `#`. */
  anchorTarget?: string;
  /** 1 where the hero opens the page (its one h1); 2 for a hero further down a landing page. */
  headingLevel?: 1 | 2;
  /** The title's id, which names the section; unique on the page. */
  titleId?: string;
  /** Decorative layer painted behind the text (the ripple effect, a gradient). */
  background?: ReactNode;
  /** Buttons shown under the subtitle, before the scroll anchor. */
  actions?: ReactNode;
}

const Wrapper = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: ${theme.spacing(10, 8)};
  background:
    radial-gradient(circle at 85% 20%, rgba(190, 24, 93, 0.22), transparent 45%),
    radial-gradient(circle at 10% 80%, rgba(109, 40, 217, 0.28), transparent 50%);

  ${theme.up("md")} {
    padding-block: ${theme.spacing(16, 12)};
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.spacing(6)};
  align-items: center;

  ${theme.up("md")} {
    grid-template-columns: 1.2fr 1fr;
  }
`;

/* Painted below the backdrop (z-index -1) inside the section's own stacking context, while
   keeping its place in the grid. */
const SubmergedMedia = styled.div`
  position: relative;
  z-index: -2;

  .gatsby-image-wrapper {
    display: block;
    border-radius: ${theme.spacing(3)};
  }
`;

const MiniTitle = styled.p`
  display: inline-block;
  margin-bottom: ${theme.spacing(2)};
  padding: ${theme.spacing(0.5, 1.5)};
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  ${eyebrowText}
`;

const Title = styled.h1<{ $fontSize: string }>`
  font-size: ${({ $fontSize }) => $fontSize};
  letter-spacing: -0.02em;
`;

const SubTitle = styled.p`
  max-width: 560px;
  font-size: 1.1875rem;
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(3)};
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  min-height: 48px;
  margin-top: ${theme.spacing(2)};
  color: ${theme.colors.heading};
  font-weight: 600;
`;

export const Hero = ({
  miniTitle,
  title,
  subTitle,
  image,
  imageUnderSurface = false,
  anchorLabel,
  anchorTarget,
  headingLevel = 1,
  titleId = "hero-title",
  background,
  actions,
}: HeroProps) => (
  <Wrapper aria-labelledby={titleId}>
    {background && <Backdrop aria-hidden="true">{background}</Backdrop>}
    <Grid>
      <div>
        {miniTitle && <MiniTitle>{miniTitle}</MiniTitle>}
        <Title as={`h${headingLevel}`} id={titleId} $fontSize={titleFontSize(title, "hero")}>
          {title}
        </Title>
        {subTitle && <SubTitle>{subTitle}</SubTitle>}
        {actions && <Actions>{actions}</Actions>}
        {anchorLabel && anchorTarget && (
          <Anchor href={`#${anchorTarget}`}>
            {anchorLabel}
            <Icon name="arrowDown" size={20} />
          </Anchor>
        )}
      </div>
      {image && imageUnderSurface ? <SubmergedMedia {...{ [submergedImageAttribute]: "" }}>{image}</SubmergedMedia> : image}
    </Grid>
  </Wrapper>
);
