import React, { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import styled from "styled-components";
import { maxSlidesPerView, type ResponsiveSlideLayout } from "./slide-layout";
import { CarouselFallback } from "./CarouselFallback";
import { layoutCss } from "./slide-layout-css";
import type { SwiperCarouselProps } from "./SwiperCarousel";
import { useFocusWithin } from "./useFocusWithin";
import { useNearViewport } from "./useNearViewport";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";

type SwiperCarouselComponent = ComponentType<SwiperCarouselProps>;

/** The only way into Swiper: webpack makes this its own chunk, fetched on demand. */
const loadSwiperCarousel = (): Promise<SwiperCarouselComponent> =>
  import(/* webpackChunkName: "swiper-carousel" */ "./SwiperCarousel").then((module) => module.SwiperCarousel);

const Region = styled.section<{ $layout: ResponsiveSlideLayout }>`
  ${({ $layout }) => layoutCss($layout)}
`;

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Our services". */
  label: string;
  slides: readonly ReactNode[];
  /** Slides per view and gap, base and per minimum viewport width (Swiper's option names). */
  layout: ResponsiveSlideLayout;
  /** Transition length in ms. */
  speed?: number;
  /** Rotate every `autoplayDelay` ms; omit for no autoplay. */
  autoplayDelay?: number;
  /** Controlled pause state; when omitted, autoplay is paused only for reduced-motion visitors. */
  autoplayPaused?: boolean;
  /** Loop around; ignored when there are too few slides for Swiper to loop. */
  loop?: boolean;
  /** Clickable pagination bullets under the slides. */
  pagination?: boolean;
  /** Rendered first inside the region, e.g. a pause button (it stays mounted across the swap). */
  controls?: ReactNode;
}

/**
 * Every slider of the site. The server and the first client render show a CSS scroll-snap
 * row laid out like Swiper will lay it out; Swiper's chunk is fetched only when the region
 * comes within 200 px of the viewport, then replaces the row without moving anything.
 */
export const Carousel = ({
  label,
  slides,
  layout,
  speed = 300,
  autoplayDelay,
  autoplayPaused,
  loop = false,
  pagination = true,
  controls,
}: CarouselProps) => {
  const regionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(regionRef);
  // Unknown (null) until mounted, which counts as motion allowed, as on the server.
  const reducedMotion = usePrefersReducedMotion() === true;
  const [SwiperView, setSwiperView] = useState<SwiperCarouselComponent | null>(null);
  const fallbackRef = useRef<HTMLDivElement>(null);
  // Swapping the DOM under a focused element would drop focus to <body>; a keyboard user
  // inside the fallback keeps it until focus leaves, and Swiper takes over then.
  const fallbackFocused = useFocusWithin(fallbackRef);

  useEffect(() => {
    if (!near) return undefined;
    let mounted = true;
    loadSwiperCarousel().then(
      (component) => {
        if (mounted) setSwiperView(() => component);
      },
      // A chunk that fails to load (offline, new deploy) leaves the fallback, which works on its own.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [near]);

  const paused = autoplayPaused ?? reducedMotion;

  return (
    <Region ref={regionRef} aria-label={label} aria-roledescription="carousel" $layout={layout}>
      {controls}
      {SwiperView && !fallbackFocused ? (
        <SwiperView
          slides={slides}
          layout={layout}
          speed={reducedMotion ? 0 : speed}
          pagination={pagination}
          loop={loop && slides.length > maxSlidesPerView(layout)}
          autoplayDelay={autoplayDelay}
          autoplayRunning={!paused}
        />
      ) : (
        <CarouselFallback slides={slides} pagination={pagination} rootRef={fallbackRef} />
      )}
    </Region>
  );
};
