import React, { type ReactNode, type RefObject } from "react";
import styled from "styled-components";
import { bulletSize, gapVar, paginationOffset, slideWidth } from "./slide-layout-css";

const Track = styled.div`
  display: flex;
  gap: var(${gapVar});
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  /* A scrollbar would add height that Swiper's row does not have. */
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.div`
  display: grid;
  flex: 0 0 ${slideWidth};
  min-width: 0;
  scroll-snap-align: start;
`;

/** Holds the height Swiper's pagination will take, so the section below does not move. */
const PaginationSpace = styled.div`
  height: ${bulletSize}px;
  margin-top: ${paginationOffset}px;
`;

interface CarouselFallbackProps {
  slides: readonly ReactNode[];
  pagination: boolean;
  /** Lets the owner see whether focus is inside before replacing this markup. */
  rootRef?: RefObject<HTMLDivElement>;
}

/**
 * The carousel before Swiper: a scroll-snap row laid out by the CSS variables of the
 * region, so it already shows the breakpoint's slide count and gap. It works on its own
 * (swipe, trackpad, Tab scrolls a focused link into view); it is focusable because a
 * row of logos has nothing else a keyboard could scroll it with.
 */
export const CarouselFallback = ({ slides, pagination, rootRef }: CarouselFallbackProps) => (
  <div ref={rootRef}>
    <Track tabIndex={0}>
      {slides.map((slide, index) => (
        <Slide
          // Slides are a fixed list from content; their position is their identity.
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}`}
        >
          {slide}
        </Slide>
      ))}
    </Track>
    {pagination && <PaginationSpace />}
  </div>
);
