import { colorVariable, theme } from "./theme";
import { colorTokenNames, palettes, type Palette } from "./tokens";

const paletteVariables = (palette: Palette): string =>
  colorTokenNames.map((token) => `${colorVariable(token)}: ${palette[token]};`).join("\n");

/**
 * The site-wide base stylesheet: both palettes as CSS variables, the reset and the element
 * defaults. It depends on nothing at run time, so it is written into every page's head at
 * build time (`src/gatsby/ssr/head-styles.tsx`) and costs the browser no script: as a
 * styled-components global style it was compiled again on every page load.
 */
export const globalCss = `
:root,
[data-theme="dark"] {
  ${paletteVariables(palettes.dark)}
  color-scheme: dark;
}

[data-theme="light"] {
  ${paletteVariables(palettes.light)}
  color-scheme: light;
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

html {
  -webkit-text-size-adjust: 100%;
  scroll-behavior: smooth;
}

body {
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: 1rem;
  line-height: 1.65;
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
}

[data-theme] {
  background-color: ${theme.colors.background};
  color: ${theme.colors.text};
}

h1, h2, h3, h4, h5, h6 {
  margin: 0 0 ${theme.spacing(2)};
  font-family: ${theme.fonts.heading};
  color: ${theme.colors.heading};
  line-height: 1.2;
}

p {
  margin: 0 0 ${theme.spacing(2)};
}

a {
  color: ${theme.colors.primaryText};
}

img,
svg,
video {
  display: block;
  max-width: 100%;
}

button,
input,
select,
textarea {
  font: inherit;
}

:focus-visible {
  outline: 3px solid ${theme.colors.focusRing};
  outline-offset: 2px;
}

.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

@media (prefers-reduced-motion: reduce) {
  html {
    scroll-behavior: auto;
  }

  *,
  *::before,
  *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
}
`
  .split("\n")
  .map((line) => line.trim())
  .join("");
