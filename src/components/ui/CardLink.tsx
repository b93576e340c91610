import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { Icon } from "./Icon";
import { SiteLink } from "./SiteLink";

const Link = styled(SiteLink)`
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

interface CardLinkProps {
  to: string;
  /** The link's name: its text, with any context that only assistive technology reads. */
  children: ReactNode;
}

/**
 * The link of a card, ending in an arrow. It stretches over the whole card (the card must
 * be positioned), so the card is one click target while the link text stays the accessible
 * name.
 */
export const CardLink = ({ to, children }: CardLinkProps) => (
  <Link to={to}>
    {children}
    <Icon name="arrowRight" size={18} />
  </Link>
);
