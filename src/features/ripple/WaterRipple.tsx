import React, { type RefObject, useRef } from "react";
import styled from "styled-components";
import { resolveRippleSettings, type RippleSettings } from "./ripple-settings";
import { useThemeMode } from "../../components/layout/ThemeModeContext";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { useRippleEngine } from "./useRippleEngine";

export interface WaterRippleProps extends Partial<RippleSettings> {
  className?: string;
  /** Element whose pointer movement drops ripples; defaults to the enclosing <section>. */
  pointerTarget?: RefObject<HTMLElement | null>;
}

/* Fills the positioned box it is placed in; size and paint are contained so the canvas
   it later receives can never move or repaint anything around it. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  contain: strict;
`;

/**
 * Decorative water-ripple backdrop. Renders an empty box; the WebGL engine is loaded
 * into it after the page is idle, and never when reduced motion is preferred.
 * `data-ripple` reports idle | running | paused | off for tests and debugging.
 */
export const WaterRipple = ({ className, pointerTarget, ...overrides }: WaterRippleProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const state = useRippleEngine(containerRef, {
    settings: resolveRippleSettings(overrides),
    mode: useThemeMode(),
    reducedMotion,
    pointerTarget,
  });

  return <Layer ref={containerRef} className={className} aria-hidden="true" data-ripple={state} />;
};
