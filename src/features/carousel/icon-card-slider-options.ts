import type { SwiperOptions } from "swiper/types";
import { slideLayoutAt, type ResponsiveSlideLayout, type SlideLayout } from "./slide-layout";

/**
 * Icon-card slider: 1 card per view, 2 from 500 px (gap 15), 3 from 991 px,
 * 4 from 1750 px (gap 24), 800 ms transitions, clickable pagination bullets.
 * Spec §9: the gap is 24 px except in the 2-card layout, where it is 15 px.
 */
export const iconCardSliderOptions = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: {
    500: { slidesPerView: 2, spaceBetween: 15 },
    991: { slidesPerView: 3, spaceBetween: 24 },
    1750: { slidesPerView: 4, spaceBetween: 24 },
  },
  speed: 800,
  pagination: { clickable: true },
} as const satisfies ResponsiveSlideLayout & SwiperOptions;

/** Cards per view and gap of the icon-card slider at a viewport width. */
export const iconCardSlideLayoutAt = (viewportWidth: number): SlideLayout =>
  slideLayoutAt(iconCardSliderOptions, viewportWidth);
