import { css } from "styled-components";
import { theme } from "../../theme/theme";

/** A bordered card whose outline turns primary while it is hovered or holds focus. */
export const interactiveCard = css`
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
`;
