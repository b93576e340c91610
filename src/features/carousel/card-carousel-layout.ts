import { breakpoints } from "../../theme/tokens";
import type { ResponsiveSlideLayout } from "./slide-layout";

/** Content cards (posts, testimonials): one on phones, two from sm, three from lg. */
export const cardCarouselLayout = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: {
    [breakpoints.sm]: { slidesPerView: 2, spaceBetween: 24 },
    [breakpoints.lg]: { slidesPerView: 3, spaceBetween: 24 },
  },
} as const satisfies ResponsiveSlideLayout;
