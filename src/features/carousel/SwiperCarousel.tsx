import React, { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { A11y, Autoplay, Keyboard, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance, SwiperModule, SwiperOptions } from "swiper/types";
import { sortedBreakpoints, type ResponsiveSlideLayout } from "./slide-layout";
import { theme } from "../../theme/theme";
import { bulletSize, paginationOffset } from "./slide-layout-css";
import { useFocusWithin } from "./useFocusWithin";

/*
 * This module is only ever reached through Carousel's dynamic import(), so Swiper and
 * these styles stay out of every page's first-load JS. Swiper's own stylesheets are not
 * imported on purpose: Gatsby's webpack config moves every imported .css file, lazy ones
 * included, into the one global stylesheet inlined into each page's <head>. The few
 * structural rules Swiper needs live here instead and are injected on first render.
 */
const Frame = styled.div`
  .swiper {
    position: relative;
    overflow: hidden;
    /* Horizontal drags belong to Swiper, vertical ones still scroll the page. */
    touch-action: pan-y;
  }

  /* Positioned: Swiper reads each slide's offsetLeft against the wrapper. */
  .swiper-wrapper {
    position: relative;
    display: flex;
    width: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transition-timing-function: ease;
  }

  /* Auto height in a stretching flex row: every slide as tall as the tallest, as in the fallback. */
  .swiper-slide {
    position: relative;
    display: grid;
    flex-shrink: 0;
    width: 100%;
    min-width: 0;
  }

  .swiper-notification {
    position: absolute;
    top: 0;
    left: 0;
    z-index: -1000;
    opacity: 0;
    pointer-events: none;
  }

  .swiper-pagination {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.spacing(0.5)};
    min-height: ${bulletSize}px;
    margin-top: ${paginationOffset}px;
  }

  /* Swiper locks pagination when every slide fits; keep its height so nothing moves. */
  .swiper-pagination-lock {
    visibility: hidden;
  }

  /* The button is the 24 × 24 px target; the dot is drawn inside it. */
  .swiper-pagination-bullet {
    display: inline-grid;
    place-items: center;
    width: ${bulletSize}px;
    height: ${bulletSize}px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    cursor: pointer;

    &::before {
      content: "";
      width: 10px;
      height: 10px;
      border-radius: 5px;
      background: ${theme.colors.textMuted};
      transition:
        width 0.2s ease,
        background-color 0.2s ease;
    }

    &:hover::before {
      background: ${theme.colors.primaryText};
    }

    /* Inside the button: the container's overflow: hidden would cut a ring drawn outside. */
    &:focus-visible {
      outline-offset: -3px;
    }
  }

  /* The current bullet is wider as well as brighter: not told by colour alone. */
  .swiper-pagination-bullet-active::before {
    width: 20px;
    background: ${theme.colors.primaryText};
  }
`;

export interface SwiperCarouselProps {
  slides: readonly ReactNode[];
  layout: ResponsiveSlideLayout;
  /** Transition length in ms; Carousel passes 0 when the visitor prefers reduced motion. */
  speed: number;
  pagination: boolean;
  loop: boolean;
  autoplayDelay?: number;
  /** Whether autoplay should be rotating now (the owner's pause state). */
  autoplayRunning: boolean;
}

const a11yMessages = {
  enabled: true,
  prevSlideMessage: "Previous slide",
  nextSlideMessage: "Next slide",
  firstSlideMessage: "This is the first slide",
  lastSlideMessage: "This is the last slide",
  paginationBulletMessage: "Go to slide {{index}}",
  slideLabelMessage: "{{index}} of {{slidesLength}}",
  itemRoleDescriptionMessage: "slide",
  // The surrounding region already carries the name and "carousel" role description.
  containerMessage: null,
} as const;

/** Swiper with the project's modules; mounted by Carousel in place of its fallback. */
export const SwiperCarousel = ({
  slides,
  layout,
  speed,
  pagination,
  loop,
  autoplayDelay,
  autoplayRunning,
}: SwiperCarouselProps) => {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const focusWithin = useFocusWithin(frameRef);
  const hasAutoplay = autoplayDelay !== undefined;

  // Swiper reads modules and breakpoints once, at init.
  const modules = useMemo<SwiperModule[]>(
    () => [A11y, Keyboard, ...(pagination ? [Pagination] : []), ...(hasAutoplay ? [Autoplay] : [])],
    [pagination, hasAutoplay],
  );
  const breakpoints = useMemo<SwiperOptions["breakpoints"]>(
    () => Object.fromEntries(sortedBreakpoints(layout).map(([width, values]) => [width, { ...values }])),
    [layout],
  );

  // Rotation stops while keyboard focus is inside the slides (WAI-ARIA carousel pattern)
  // and whenever the owner pauses it; the live region speaks only when nothing rotates.
  const rotate = autoplayRunning && !focusWithin;
  useEffect(() => {
    if (!swiper || swiper.destroyed || !hasAutoplay) return;
    if (rotate && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotate && swiper.autoplay.running) swiper.autoplay.stop();
    swiper.wrapperEl.setAttribute("aria-live", rotate ? "off" : "polite");
  }, [swiper, rotate, hasAutoplay]);

  return (
    <Frame ref={frameRef}>
      <Swiper
        modules={modules}
        slidesPerView={layout.slidesPerView}
        spaceBetween={layout.spaceBetween}
        breakpoints={breakpoints}
        speed={speed}
        loop={loop}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={a11yMessages}
        pagination={pagination ? { clickable: true, bulletElement: "button" } : false}
        autoplay={hasAutoplay ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        onSwiper={setSwiper}
      >
        {slides.map((slide, index) => (
          // Slides are a fixed list from content; their position is their identity.
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
};
