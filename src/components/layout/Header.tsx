import React, { useEffect, useId, useState } from "react";
import styled from "styled-components";
import type { MenuItem, NavLink } from "../../content/navigation";
import { buttonStyles, type ButtonVariant } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { squareIconButton } from "../ui/iconButtonStyles";
import { Logo, type LogoVariant } from "../ui/Logo";
import { SiteLink } from "../ui/SiteLink";
import { useMember } from "../../hooks/useMember";
import { MemberActions } from "./MemberActions";
import { NavDropdown } from "./NavDropdown";
import { NavHref } from "./NavHref";
import { navLinkStyles } from "./navLinkStyles";
import { useScrolled } from "./useScrolled";
import { theme } from "../../theme/theme";

interface HeaderProps {
  agencyName: string;
  /** Logo variant: `light` on the dark theme. */
  logoVariant: LogoVariant;
  /** Current path, so that route changes close the mobile menu. */
  pathname: string;
  menu: readonly MenuItem[];
  /** The name screen readers announce for the menu. */
  menuName: string;
  /** The button at the menu's end; null: none. */
  action: NavLink | null;
  /** Whether a logged-in member sees their name and Logout in the button's place (the main layout). */
  showsMember: boolean;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: 1px solid transparent;
  background: ${theme.colors.background};
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease;

  &[data-scrolled="true"] {
    border-bottom-color: ${theme.colors.border};
    background: ${theme.colors.headerScrolled};
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(1)};
  min-height: 72px;
`;

const HomeLink = styled(SiteLink)`
  display: inline-flex;
  min-height: 44px;
  align-items: center;
  text-decoration: none;
`;

const MenuToggle = styled.button`
  ${squareIconButton}

  ${theme.up("md")} {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "flex" : "none")};
  flex-direction: column;
  gap: ${theme.spacing(2)};
  flex-basis: 100%;
  padding-bottom: ${theme.spacing(2)};

  ${theme.up("md")} {
    display: flex;
    flex-direction: row;
    align-items: center;
    flex-basis: auto;
    padding-bottom: 0;
  }
`;

const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.up("md")} {
    flex-direction: row;
    align-items: center;
  }
`;

const MenuLink = styled(NavHref)`
  ${navLinkStyles}
`;

const ActionButton = styled(NavHref)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const Header = ({ agencyName, logoVariant, pathname, menu, menuName, action, showsMember }: HeaderProps) => {
  const scrolled = useScrolled();
  const member = useMember();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar data-scrolled={scrolled}>
      <Inner>
        <HomeLink to="/" aria-label={`${agencyName} home`}>
          <Logo agencyName={agencyName} variant={logoVariant} />
        </HomeLink>
        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label="Main menu"
          onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
        </MenuToggle>
        <Nav id={navId} aria-label={menuName} $open={menuOpen}>
          <MenuList>
            {menu.map((item) =>
              item.children ? (
                <NavDropdown key={item.id ?? item.title} item={{ ...item, children: item.children }} />
              ) : (
                <li key={item.id ?? item.title}>
                  <MenuLink link={item}>{item.title}</MenuLink>
                </li>
              ),
            )}
          </MenuList>
          {member && showsMember ? (
            <MemberActions name={member.name} />
          ) : (
            action && <ActionButton link={action}>{action.title}</ActionButton>
          )}
        </Nav>
      </Inner>
    </Bar>
  );
};
