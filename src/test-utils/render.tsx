import { render, type RenderResult } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React, { type ReactElement } from "react";
import { ThemeModeContext } from "../components/layout/ThemeModeContext";
import { NotificationProvider } from "../components/notification/NotificationProvider";
import { siteMetadata } from "../gatsby/node/site-metadata";
import type { ThemeMode } from "../theme/tokens";

/** The real site metadata (src/gatsby/node/site-metadata.ts), which useStaticQuery returns. */
export { siteMetadata };

export const mockSiteMetadata = (): void => {
  jest.mocked(useStaticQuery).mockReturnValue({ site: { siteMetadata } });
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
