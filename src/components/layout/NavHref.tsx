import React, { type ReactNode } from "react";
import type { NavLink } from "../../content/navigation";
import { SiteLink } from "../ui/SiteLink";

interface NavHrefProps {
  link: NavLink;
  className?: string;
  children: ReactNode;
}

/**
 * A menu's link: a link inside the site (which keeps light pages' visitors on the light pages),
 * or a plain anchor for an outside address the editors entered. Styled like SiteLink wherever
 * the header and footer style their links.
 */
export const NavHref = ({ link, className, children }: NavHrefProps) =>
  link.external ? (
    <a className={className} href={link.href}>
      {children}
    </a>
  ) : (
    <SiteLink className={className} to={link.href} lightTwin={link.lightTwin}>
      {children}
    </SiteLink>
  );
