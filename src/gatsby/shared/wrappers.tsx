import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import React from "react";
import { PageShell, type ShellPageContext } from "../../components/layout/PageShell";
import { NotificationProvider } from "../../components/notification/NotificationProvider";

/** Shared by gatsby-browser and gatsby-ssr so that server and client render alike. */
export const wrapRootElement = ({ element }: Pick<WrapRootElementBrowserArgs, "element">) => (
  <NotificationProvider>{element}</NotificationProvider>
);

/** The page in the site's layout; its theme comes from the address (PageShell). */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <PageShell pageContext={props.pageContext as ShellPageContext} pathname={props.location.pathname}>
    {element}
  </PageShell>
);
