import React, { useState, type ReactNode } from "react";
import styled from "styled-components";
import type { ResponsiveSlideLayout } from "./slide-layout";
import { theme } from "../../theme/theme";
import { Carousel } from "./Carousel";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";

/** Time each view of logos stays before the row moves on, in ms. */
export const BRAND_AUTOPLAY_DELAY = 2500;

/** 2 logos on phones, 3 from the sm breakpoint, 5 from md. */
export const brandCarouselLayout = {
  slidesPerView: 2,
  spaceBetween: 24,
  breakpoints: {
    [theme.breakpoints.sm]: { slidesPerView: 3, spaceBetween: 24 },
    [theme.breakpoints.md]: { slidesPerView: 5, spaceBetween: 32 },
  },
} as const satisfies ResponsiveSlideLayout;

export interface Brand {
  name: string;
  /** The mark; hidden from assistive technology, which reads `name` instead. */
  logo: ReactNode;
}

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${theme.spacing(1)};
`;

/* Same width for "Pause" and "Play", so toggling does not shift the row. */
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing(1)};
  min-width: 7.5rem;
  min-height: 44px;
  padding: ${theme.spacing(1, 2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

const Logo = styled.div`
  display: grid;
  place-items: center;
  min-height: 80px;
`;

const ToggleGlyph = ({ paused }: { paused: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
    {paused ? (
      <path d="M4 2.5v11l9-5.5z" />
    ) : (
      <>
        <rect x="3" y="2.5" width="3.5" height="11" rx="1" />
        <rect x="9.5" y="2.5" width="3.5" height="11" rx="1" />
      </>
    )}
  </svg>
);

interface BrandCarouselProps {
  brands: readonly Brand[];
  /** Accessible name of the carousel region. */
  label?: string;
}

/**
 * Auto-rotating row of client logos with a visible pause/play button (WCAG 2.2.2).
 * Reduced-motion visitors start paused and can still press play; once the visitor
 * chooses, their choice wins over the media query. Before Swiper loads nothing moves,
 * so the button only records the state that Swiper picks up when it arrives.
 * The button's name states the action it performs; aria-pressed is left out because
 * a toggle whose label changes must not also report a pressed state (WAI-ARIA APG).
 */
export const BrandCarousel = ({ brands, label = "Brands we work with" }: BrandCarouselProps) => {
  // Unknown (null) until mounted, which counts as motion allowed, as on the server.
  const reducedMotion = usePrefersReducedMotion() === true;
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;

  return (
    <Carousel
      label={label}
      layout={brandCarouselLayout}
      speed={600}
      autoplayDelay={BRAND_AUTOPLAY_DELAY}
      autoplayPaused={paused}
      loop
      pagination={false}
      controls={
        <Controls>
          <Toggle type="button" onClick={() => setPausedByVisitor(!paused)}>
            <ToggleGlyph paused={paused} />
            {paused ? "Play" : "Pause"}
            <span className="visually-hidden"> brand carousel</span>
          </Toggle>
        </Controls>
      }
      slides={brands.map((brand) => (
        <Logo key={brand.name}>
          <span aria-hidden="true">{brand.logo}</span>
          <span className="visually-hidden">{brand.name}</span>
        </Logo>
      ))}
    />
  );
};
