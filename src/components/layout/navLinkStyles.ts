import { css } from "styled-components";
import { theme } from "../../theme/theme";

export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.spacing(1, 1.5)};
  color: ${theme.colors.heading};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &[aria-current="page"] {
    color: ${theme.colors.primaryText};
  }
`;
