import type { SwiperOptions } from "swiper/types";
import type { ResponsiveSlideLayout } from "./slide-layout";

/**
 * Icon-card slider: 1 card per view, 2 from 500 px, 3 from 991 px, 4 from 1750 px; the gap
 * is 24 px except in the 2-card layout, where it is 15 px. 800 ms transitions, clickable
 * pagination bullets.
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
