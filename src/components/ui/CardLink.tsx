import styled from "styled-components";
import { theme } from "../../theme/theme";
import { SiteLink } from "./SiteLink";

/**
 * The link of a card. It stretches over the whole card (the card must be positioned), so
 * the card is one click target while the link text stays the accessible name.
 */
export const CardLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  min-height: 44px;
  font-weight: 600;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;
