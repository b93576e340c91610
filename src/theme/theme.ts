import { borderRadius, breakpoints, colorTokenNames, fontStacks, spacingUnit, type Breakpoint, type ColorToken } from "./tokens";

/** CSS custom property that carries one colour token, e.g. `--color-primary-text`. */
export const colorVariable = (token: ColorToken): string =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Colours are CSS variables so that one stylesheet serves both palettes: the layout sets
 * `data-theme` on its wrapper (and the 404 page on <html> before first paint), and the
 * right palette applies without re-rendering or a flash of the wrong theme.
 */
const colors = Object.fromEntries(colorTokenNames.map((token) => [token, `var(${colorVariable(token)})`])) as Record<
  ColorToken,
  string
>;

export const theme = {
  colors,
  fonts: fontStacks,
  breakpoints,
  radius: `${borderRadius}px`,
  spacing: (...steps: number[]): string => steps.map((step) => `${step * spacingUnit}px`).join(" "),
  /** `min-width` media query from a breakpoint name or a pixel width. */
  up: (from: Breakpoint | number): string => `@media (min-width: ${typeof from === "number" ? from : breakpoints[from]}px)`,
  /** `max-width` media query, inclusive of the given width. */
  down: (to: Breakpoint | number): string => `@media (max-width: ${typeof to === "number" ? to : breakpoints[to] - 0.02}px)`,
  contentWidth: "1200px",
} as const;

export type SiteTheme = typeof theme;
