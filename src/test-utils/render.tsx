import { render, type RenderResult } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React, { type ReactElement } from "react";
import { ThemeModeContext } from "../components/layout/ThemeModeContext";
import { NotificationProvider } from "../components/notification/NotificationProvider";
import { siteMetadata } from "../gatsby/node/site-metadata";
import type { ThemeMode } from "../theme/tokens";
import { seededSiteGlobalsQuery } from "./site-globals";

/** The real site metadata (src/gatsby/node/site-metadata.ts); the CMS's seeded details are the same. */
export { siteMetadata };

/** useStaticQuery answers as a build from the seeded CMS does (src/hooks/useSiteGlobals.ts). */
export const mockSiteMetadata = (): void => {
  jest.mocked(useStaticQuery).mockReturnValue(seededSiteGlobalsQuery());
};

/** Renders in the given theme mode (dark by default); `rerender` keeps the same providers. */
export const renderWithTheme = (ui: ReactElement, mode: ThemeMode = "dark"): RenderResult =>
  render(ui, {
    wrapper: ({ children }) => (
      <ThemeModeContext.Provider value={mode}>
        <NotificationProvider>{children}</NotificationProvider>
      </ThemeModeContext.Provider>
    ),
  });
