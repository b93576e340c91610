import type { RippleEngineControls } from "./ripple-engine";
import { dropRadiusToSimulation, dropStrength, pointerToSimulation, rippleStateFor, type RippleState } from "./ripple-settings";

export interface RippleBindingOptions {
  container: HTMLElement;
  /** Element whose pointer movement drops ripples; null for a non-interactive effect. */
  pointerTarget: HTMLElement | null;
  resolution: number;
  dropRadius: number;
  onStateChange: (state: RippleState) => void;
}

/**
 * Wires a running engine to the page: pauses it while the tab is hidden or the hero is
 * scrolled away, keeps the canvas sized to the container, and turns pointer movement
 * into drops. Returns the function that undoes all of it.
 */
export const bindRippleEngine = (
  engine: RippleEngineControls,
  { container, pointerTarget, resolution, dropRadius, onStateChange }: RippleBindingOptions,
): (() => void) => {
  let hidden = document.hidden;
  let onScreen = true;

  const sync = () => {
    const state = rippleStateFor({ prefersReducedMotion: false, hasWebGL: true, hidden, onScreen });
    if (state === "running") engine.start();
    else engine.pause();
    onStateChange(state);
  };

  const handleVisibility = () => {
    hidden = document.hidden;
    sync();
  };
  document.addEventListener("visibilitychange", handleVisibility);

  const intersection =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          const latest = entries[entries.length - 1];
          if (!latest) return;
          onScreen = latest.isIntersecting;
          sync();
        })
      : null;
  intersection?.observe(container);

  const handleResize = () => engine.resize();
  const resizeObserver = typeof ResizeObserver === "function" ? new ResizeObserver(handleResize) : null;
  if (resizeObserver) resizeObserver.observe(container);
  else window.addEventListener("resize", handleResize);

  const handlePointer = (event: PointerEvent) => {
    if (!engine.running) return;
    const box = container.getBoundingClientRect();
    const point = pointerToSimulation(event.clientX, event.clientY, box, resolution);
    if (!point) return;
    const strength = event.type === "pointerdown" ? dropStrength.down : dropStrength.move;
    engine.drop(point.x, point.y, dropRadiusToSimulation(dropRadius, box.width, resolution), strength);
  };
  pointerTarget?.addEventListener("pointermove", handlePointer, { passive: true });
  pointerTarget?.addEventListener("pointerdown", handlePointer, { passive: true });

  sync();

  return () => {
    document.removeEventListener("visibilitychange", handleVisibility);
    intersection?.disconnect();
    resizeObserver?.disconnect();
    window.removeEventListener("resize", handleResize);
    pointerTarget?.removeEventListener("pointermove", handlePointer);
    pointerTarget?.removeEventListener("pointerdown", handlePointer);
  };
};
