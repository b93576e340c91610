import React, { type ReactNode } from "react";
import styled from "styled-components";
import { useSiteGlobals } from "../../hooks/useSiteGlobals";
import type { ThemeMode } from "../../theme/tokens";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ThemeModeContext } from "./ThemeModeContext";
import { theme } from "../../theme/theme";
import { startupAction, startupMenu } from "../../content/navigation";

export type LayoutVariant = "main" | "startup";

interface LayoutProps {
  mode: ThemeMode;
  /** `startup`: the tech-startup page's own layout, with its section menu. */
  variant?: LayoutVariant;
  pathname: string;
  children: ReactNode;
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: ${theme.spacing(1.5, 2)};
  border-radius: ${theme.radius};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  transform: translateY(-150%);

  &:focus {
    transform: none;
  }
`;

/**
 * Main layout (dark), its light twin for /light/, and the tech-startup layout, whose
 * header leads to the page's own sections: header, content, footer. The main layout's menu,
 * button and footer are the editors' (Directus: src/hooks/useSiteGlobals.ts).
 */
export const Layout = ({ mode, variant = "main", pathname, children }: LayoutProps) => {
  const { metadata, menus, headerButton, copyrightLine } = useSiteGlobals();
  const { agencyName, contactEmail } = metadata;
  const logoVariant = mode === "dark" ? "light" : "dark";
  const headerMenu =
    variant === "startup"
      ? { menu: startupMenu, menuName: "Main", action: startupAction, showsMember: false }
      : { menu: menus.header.items, menuName: menus.header.title, action: headerButton, showsMember: true };

  return (
    <ThemeModeContext.Provider value={mode}>
      <Shell>
        <SkipLink href="#main-content">Skip to content</SkipLink>
        <Header agencyName={agencyName} logoVariant={logoVariant} pathname={pathname} {...headerMenu} />
        <Main id="main-content" tabIndex={-1}>
          {children}
        </Main>
        <Footer
          agencyName={agencyName}
          contactEmail={contactEmail}
          logoVariant={logoVariant}
          columns={[menus.footer_services, menus.footer_links]}
          legal={menus.footer_legal}
          copyrightLine={copyrightLine}
        />
      </Shell>
    </ThemeModeContext.Provider>
  );
};
