import { sortedBreakpoints, type ResponsiveSlideLayout, type SlideLayout } from "./slide-layout";

/** Custom properties that carry the current layout to the fallback row. */
export const perViewVar = "--carousel-per-view";
export const gapVar = "--carousel-gap";

/** Pagination geometry, shared by Swiper's bullets and the space the fallback reserves for them. */
export const bulletSize = 24;
export const paginationOffset = 16;

const declarations = ({ slidesPerView, spaceBetween }: SlideLayout): string =>
  `${perViewVar}: ${slidesPerView}; ${gapVar}: ${spaceBetween}px;`;

/**
 * The layout as CSS: base values, then one `min-width` media query per breakpoint, the
 * same test Swiper runs with matchMedia. The server-rendered row therefore shows the
 * slide count and gap Swiper will pick, and swapping one for the other moves nothing.
 */
export const layoutCss = (layout: ResponsiveSlideLayout): string =>
  [
    declarations(layout),
    ...sortedBreakpoints(layout).map(([minWidth, values]) => `@media (min-width: ${minWidth}px) { ${declarations(values)} }`),
  ].join("\n");

/** Width of one slide: Swiper's formula, (container − gaps) / slides per view. */
export const slideWidth = `calc((100% - (var(${perViewVar}) - 1) * var(${gapVar})) / var(${perViewVar}))`;
