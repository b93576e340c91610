import { graphql } from "gatsby";
import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { Container, Section } from "../ui/Container";

/** The half-width artwork beside a split section's text, as page queries select it. */
export const splitSectionImageFragment = graphql`
  fragment SplitSectionImage on File {
    childImageSharp {
      gatsbyImageData(
        width: 600
        placeholder: BLURRED
        formats: [AUTO, AVIF, WEBP]
        sizes: "(min-width: 900px) 552px, calc(100vw - 34px)"
      )
    }
  }
`;

interface SplitSectionProps {
  /** The illustration or portrait beside the text. */
  media: ReactNode;
  children: ReactNode;
  /** Put the media after the text on wide screens. */
  mediaLast?: boolean;
  labelledBy?: string;
}

const Grid = styled(Container)<{ $mediaLast: boolean }>`
  display: grid;
  gap: ${theme.spacing(5)};
  align-items: center;

  ${theme.up("md")} {
    grid-template-columns: 1fr 1fr;

    > :first-child {
      order: ${({ $mediaLast }) => ($mediaLast ? 1 : 0)};
    }
  }
`;

const Media = styled.div`
  overflow: hidden;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
`;

/** A band with media on one side and text on the other; stacked on small screens. */
export const SplitSection = ({ media, children, mediaLast = false, labelledBy }: SplitSectionProps) => (
  <Section aria-labelledby={labelledBy}>
    <Grid $mediaLast={mediaLast}>
      <Media>{media}</Media>
      <div>{children}</div>
    </Grid>
  </Section>
);
