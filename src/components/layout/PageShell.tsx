import React, { useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";
import { themeForPath } from "../../lib/light-mirror";
import type { ThemeMode } from "../../theme/tokens";
import { Layout, type LayoutVariant } from "./Layout";

export interface ShellPageContext {
  /** Set by gatsby-node on the tech-startup page. */
  layout?: Exclude<LayoutVariant, "main">;
}

interface PageShellProps {
  pageContext: ShellPageContext;
  pathname: string;
  children: ReactNode;
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** The theme never changes on its own: it follows the address, which comes in as a prop. */
const subscribeToNothing = () => () => undefined;

/**
 * The path the page's HTML was built for: Gatsby writes it into every built page as
 * `window.pagePath`. The same as the address, except on the 404 page.
 */
const builtPath = (pathname: string): string =>
  typeof window === "undefined" ? pathname : ((window as { pagePath?: string }).pagePath ?? pathname);

/**
 * The theme of the page being shown, from its address alone (themeForPath). One HTML file
 * is served at other addresses than its own: the 404 page, built at /404.html and served
 * for every unknown address, /light/ ones included. While React hydrates it, it renders
 * with the theme of the path it was built for, so that it matches the HTML, and switches
 * to the address's theme right after (an inline script in gatsby-ssr already coloured it
 * before the first paint). Every other page renders its address's theme from the start.
 */
const usePageThemeMode = (pathname: string): ThemeMode =>
  useSyncExternalStore(
    subscribeToNothing,
    () => themeForPath(pathname),
    () => themeForPath(builtPath(pathname)),
  );

export const PageShell = ({ pageContext, pathname, children }: PageShellProps) => {
  const mode = usePageThemeMode(pathname);

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
