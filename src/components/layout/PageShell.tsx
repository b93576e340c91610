import React, { useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { themeForPath } from "../../lib/light-mirror";
import type { ThemeMode } from "../../theme/tokens";
import { Layout, type LayoutVariant } from "./Layout";

export interface ShellPageContext {
  /**
   * Set by gatsby-node on light twins and blog pages; absent on file routes (dark, as the
   * default below) and on the 404 page, whose theme follows the address.
   */
  themeMode?: ThemeMode;
  /** Set by gatsby-node on the tech-startup page. */
  layout?: Exclude<LayoutVariant, "main">;
}

interface PageShellProps {
  pageContext: ShellPageContext;
  pathname: string;
  children: ReactNode;
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Picks the theme of the page being shown. The 404 page is one HTML file served for
 * every unknown path, so its theme follows the address once it runs in the browser
 * (an inline script in gatsby-ssr already coloured it before the first paint).
 */
const usePageThemeMode = (declared: ThemeMode | undefined, pathname: string): ThemeMode => {
  const [detected, setDetected] = useState<ThemeMode>("dark");
  useEffect(() => {
    if (!declared) setDetected(themeForPath(pathname));
  }, [declared, pathname]);
  return declared ?? detected;
};

export const PageShell = ({ pageContext, pathname, children }: PageShellProps) => {
  const mode = usePageThemeMode(pageContext.themeMode, pathname);

  useIsomorphicLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  // The site-wide base styles are not here: they are written into the head at build time
  // (src/gatsby/ssr/head-styles.tsx).
  return (
    <Layout mode={mode} variant={pageContext.layout} pathname={pathname}>
      {children}
    </Layout>
  );
};
