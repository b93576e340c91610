/** How many slides share the row and the gap between them, in px. */
export interface SlideLayout {
  readonly slidesPerView: number;
  readonly spaceBetween: number;
}

/**
 * Swiper's own option names, so the object can be handed to Swiper as is, while the
 * server-rendered fallback builds the same layout from it with media queries.
 * Keys of `breakpoints` are minimum viewport widths. Every breakpoint states BOTH values:
 * Swiper merges a breakpoint into the current params, so a value left out would keep
 * whatever the previous breakpoint set and the layout would depend on resize history.
 */
export interface ResponsiveSlideLayout extends SlideLayout {
  readonly breakpoints?: Readonly<Record<number, SlideLayout>>;
}

/** Breakpoints as [min width, layout], narrowest first. */
export const sortedBreakpoints = (layout: ResponsiveSlideLayout): Array<[number, SlideLayout]> =>
  Object.entries(layout.breakpoints ?? {})
    .map(([width, values]): [number, SlideLayout] => [Number(width), values])
    .sort(([a], [b]) => a - b);

/**
 * The layout Swiper picks at a viewport width: the widest breakpoint whose key is at most
 * the width (Swiper tests `(min-width: Npx)`), else the base values.
 */
export const slideLayoutAt = (layout: ResponsiveSlideLayout, viewportWidth: number): SlideLayout => {
  let current: SlideLayout = { slidesPerView: layout.slidesPerView, spaceBetween: layout.spaceBetween };
  for (const [minWidth, values] of sortedBreakpoints(layout)) {
    if (viewportWidth >= minWidth) {
      current = { slidesPerView: values.slidesPerView, spaceBetween: values.spaceBetween };
    }
  }
  return current;
};

/** The largest number of slides any breakpoint shows (loop mode needs more slides than that). */
export const maxSlidesPerView = (layout: ResponsiveSlideLayout): number =>
  Math.max(layout.slidesPerView, ...sortedBreakpoints(layout).map(([, values]) => values.slidesPerView));
