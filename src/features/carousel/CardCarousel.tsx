import React, { type ReactNode } from "react";
import { breakpoints } from "../../theme/tokens";
import { Carousel } from "./Carousel";
import type { ResponsiveSlideLayout } from "./slide-layout";

/** One card on phones, two from sm, three from lg. */
const cardLayout = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: {
    [breakpoints.sm]: { slidesPerView: 2, spaceBetween: 24 },
    [breakpoints.lg]: { slidesPerView: 3, spaceBetween: 24 },
  },
} as const satisfies ResponsiveSlideLayout;

interface CardCarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly ReactNode[];
}

/** A carousel of content cards (posts, testimonials) with pagination bullets. */
export const CardCarousel = ({ label, slides }: CardCarouselProps) => (
  <Carousel label={label} layout={cardLayout} pagination slides={slides} />
);
