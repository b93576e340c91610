import { css } from "styled-components";
import { theme } from "../../theme/theme";

/** The look shared by every text box, text area and select of the site's forms. */
export const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${theme.spacing(1.5, 2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${theme.colors.textMuted};
  }

  &[aria-invalid="true"] {
    border-color: ${theme.colors.secondaryText};
    box-shadow: inset 4px 0 0 ${theme.colors.secondaryText};
  }
`;
