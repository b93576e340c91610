import styled, { css } from "styled-components";
import { SiteLink } from "./SiteLink";
import { theme } from "../../theme/theme";

export type ButtonVariant = "primary" | "outline";

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing(1)};
  min-height: 48px;
  padding: ${theme.spacing(1.5, 3)};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    border-color 0.2s ease,
    color 0.2s ease;

  ${({ $variant = "primary" }) =>
    $variant === "primary"
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};

          &:hover {
            background: ${theme.colors.primaryHover};
            border-color: ${theme.colors.primaryHover};
          }
        `
      : css`
          background: transparent;
          color: ${theme.colors.heading};

          &:hover {
            background: ${theme.colors.primary};
            color: ${theme.colors.onPrimary};
          }
        `}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const ButtonLink = styled(SiteLink)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
