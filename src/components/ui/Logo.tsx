import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

export type LogoVariant = "light" | "dark";

interface LogoProps {
  agencyName: string;
  /** `light` is the white wordmark for dark backgrounds. */
  variant: LogoVariant;
}

const Wordmark = styled.span<{ $variant: LogoVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  font-family: ${theme.fonts.heading};
  font-size: 1.375rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ $variant }) => ($variant === "light" ? "#ffffff" : "#140f2d")};
`;

export const Logo = ({ agencyName, variant }: LogoProps) => (
  <Wordmark $variant={variant} data-variant={variant}>
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#6d28d9" />
      <path d="M9 23V9l14 14V9" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="23" cy="9" r="2.5" fill="#f9a8d4" />
    </svg>
    {agencyName}
  </Wordmark>
);
