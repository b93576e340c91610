/**
 * Design tokens: primary purple, secondary pink,
 * breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536 px, 8 px spacing, 4 px radius.
 * Colours are picked so that text pairs meet WCAG AA (4.5:1) on their backgrounds.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const spacingUnit = 8;
export const borderRadius = 4;

export const fontStacks = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading:
    '"Avenir Next", "Segoe UI Variable Display", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", "Cascadia Code", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const colorTokenNames = [
  "background",
  "surface",
  "surfaceRaised",
  "border",
  "text",
  "textMuted",
  "heading",
  "primary",
  "primaryHover",
  "onPrimary",
  "primaryText",
  "secondary",
  "onSecondary",
  "secondaryText",
  "focusRing",
  "headerScrolled",
  "overlay",
] as const;
export type ColorToken = (typeof colorTokenNames)[number];
export type Palette = Record<ColorToken, string>;

export const themeModes = ["dark", "light"] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Dark palette: the main layout. */
export const darkPalette: Palette = {
  background: "#0d0b1e",
  surface: "#16132e",
  surfaceRaised: "#201c40",
  border: "#2f2a57",
  text: "#e9e6f7",
  textMuted: "#b7b1d3",
  heading: "#ffffff",
  primary: "#6d28d9",
  primaryHover: "#5b21b6",
  onPrimary: "#ffffff",
  primaryText: "#c4b5fd",
  secondary: "#be185d",
  onSecondary: "#ffffff",
  secondaryText: "#f9a8d4",
  focusRing: "#f9a8d4",
  headerScrolled: "rgba(13, 11, 30, 0.94)",
  overlay: "rgba(5, 4, 14, 0.72)",
};

/** Light palette: every page under /light/ and the tech-startup page. */
export const lightPalette: Palette = {
  background: "#ffffff",
  surface: "#f6f3ff",
  surfaceRaised: "#ece6ff",
  border: "#d9d1f3",
  text: "#2a2542",
  textMuted: "#534d6e",
  heading: "#140f2d",
  primary: "#6d28d9",
  primaryHover: "#5b21b6",
  onPrimary: "#ffffff",
  primaryText: "#5b21b6",
  secondary: "#be185d",
  onSecondary: "#ffffff",
  secondaryText: "#a3154f",
  focusRing: "#be185d",
  headerScrolled: "rgba(255, 255, 255, 0.96)",
  overlay: "rgba(20, 15, 45, 0.6)",
};

export const palettes: Record<ThemeMode, Palette> = { dark: darkPalette, light: lightPalette };
