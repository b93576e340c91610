/*
 * Swiper in jsdom: jsdom lays nothing out, and Swiper measures its container. The viewport
 * width Swiper's breakpoints read comes from `mockMatchMedia` (./match-media).
 */
import type { Swiper as SwiperInstance } from "swiper/types";

/** Swiper measures its container; give `.swiper` elements a width (jsdom reports 0). */
export const mockSwiperWidth = (width = 1200): void => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains("swiper") ? width : 0;
    },
  });
};

/** The Swiper instance Swiper stores on its container element. */
export const swiperIn = (container: ParentNode): SwiperInstance | null =>
  container.querySelector<HTMLElement & { swiper?: SwiperInstance }>(".swiper")?.swiper ?? null;
