import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

const glyphs = [
  <circle key="circle" cx="16" cy="16" r="11" />,
  <rect key="square" x="6" y="6" width="20" height="20" rx="5" />,
  <path key="triangle" d="M16 4l12 22H4z" />,
  <path key="diamond" d="M16 3l13 13-13 13L3 16z" />,
] as const;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  min-height: 64px;
  color: ${theme.colors.textMuted};
  font-family: ${theme.fonts.heading};
  font-size: 1.125rem;
  font-weight: 700;
  white-space: nowrap;

  svg {
    flex: none;
    fill: ${theme.colors.primaryText};
  }
`;

/** A client's wordmark, drawn here: a simple glyph and the company name in text. */
export const BrandMark = ({ name, index }: { name: string; index: number }) => (
  <Mark>
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      {glyphs[index % glyphs.length]}
    </svg>
    {name}
  </Mark>
);
