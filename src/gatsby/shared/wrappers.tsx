import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import React from "react";
import { ThemeProvider } from "styled-components";
import { PageShell, type ShellPageContext } from "../../components/layout/PageShell";
import { NotificationProvider } from "../../components/notification/NotificationProvider";
import { theme } from "../../theme/theme";

/** Shared by gatsby-browser and gatsby-ssr so that server and client render alike. */
export const wrapRootElement = ({ element }: Pick<WrapRootElementBrowserArgs, "element">) => (
  <ThemeProvider theme={theme}>
    <NotificationProvider>{element}</NotificationProvider>
  </ThemeProvider>
);

export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <PageShell pageContext={props.pageContext as ShellPageContext} pathname={props.location.pathname}>
    {element}
  </PageShell>
);
