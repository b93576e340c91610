import { css } from "styled-components";
import { theme } from "../../theme/theme";

/** The small upper-case label above a page or hero title. */
export const eyebrowText = css`
  color: ${theme.colors.secondaryText};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** A list that is laid out by its container, without bullets or indentation. */
export const unstyledList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A small link, on a line of its own or among text, at least 24 px tall: WCAG's minimum target size. */
export const minimumTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
