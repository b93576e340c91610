import { css } from "styled-components";
import { theme } from "../../theme/theme";

/** A square, bordered button holding one icon, with a 48 px touch target (menu, close). */
export const squareIconButton = css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: none;
  color: ${theme.colors.heading};
  cursor: pointer;
`;
