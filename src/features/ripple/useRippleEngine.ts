import { type RefObject, useEffect, useState } from "react";
import { ripplePalette, type RippleSettings, type RippleState } from "./ripple-settings";
import type { ThemeMode } from "../../theme/tokens";
import { bindRippleEngine } from "./bindRippleEngine";
import { submergedImageAttribute } from "./submerged-image-attribute";
import { whenFirstPointer } from "./whenFirstPointer";
import { whenIdleAfterLoad } from "./whenIdle";

export interface RippleEngineHookOptions {
  settings: RippleSettings;
  mode: ThemeMode;
  /** Null while unknown (before mount): nothing is scheduled until it is known. */
  reducedMotion: boolean | null;
  /** Element listened to for pointer drops; defaults to the enclosing section. */
  pointerTarget?: RefObject<HTMLElement | null>;
}

const defaultPointerTarget = (container: HTMLElement): HTMLElement | null =>
  container.closest("section") ?? container.parentElement;

/** The image the water refracts: the loaded <img> of the marked element in the same section. */
const submergedImage = (container: HTMLElement): HTMLImageElement | null =>
  (container.closest("section") ?? container.parentElement)?.querySelector<HTMLImageElement>(
    `[${submergedImageAttribute}] img[data-main-image]`,
  ) ?? null;

/**
 * Loads the WebGL engine into `containerRef` once the page is idle and the visitor first
 * moves a pointer over the hero (the still water looks exactly like the hero's CSS
 * gradient, so nothing is lost before that, and a phone that is only scrolled or read
 * never spends a frame on it). Tears it down, GPU resources included, when motion is
 * reduced, the settings change or on unmount.
 */
export const useRippleEngine = (
  containerRef: RefObject<HTMLElement | null>,
  { settings, mode, reducedMotion, pointerTarget }: RippleEngineHookOptions,
): RippleState => {
  const [state, setState] = useState<RippleState>("idle");
  const { resolution, dropRadius, perturbance, interactive } = settings;

  useEffect(() => {
    if (reducedMotion === null) return undefined;
    const container = containerRef.current;
    if (reducedMotion || !container) {
      setState("off");
      return undefined;
    }
    setState("idle");

    let disposed = false;
    let engine: { destroy(): void } | null = null;
    let unbind: (() => void) | null = null;

    const load = async () => {
      // Its own chunk: none of the WebGL code is parsed before the page is idle.
      const { createRippleEngine } = await import(/* webpackChunkName: "ripple-engine" */ "./ripple-engine");
      if (disposed) return;
      const created = createRippleEngine(container, {
        resolution,
        perturbance,
        palette: ripplePalette(mode),
        ambientDropRadius: dropRadius,
        image: submergedImage(container),
        // No restore: a GPU reset costs only the decoration, and the CSS gradient shows.
        onContextLost: () => {
          unbind?.();
          unbind = null;
          setState("off");
        },
      });
      if (!created) {
        setState("off");
        return;
      }
      engine = created;
      unbind = bindRippleEngine(created, {
        container,
        pointerTarget: interactive ? (pointerTarget?.current ?? defaultPointerTarget(container)) : null,
        resolution,
        dropRadius,
        onStateChange: setState,
      });
    };

    const startLoading = () => {
      load().catch(() => {
        // A failed chunk download only costs the decoration.
        if (!disposed) setState("off");
      });
    };
    const wakeTarget = interactive ? (pointerTarget?.current ?? defaultPointerTarget(container)) : null;
    let cancelWake = () => {};
    const cancelIdle = whenIdleAfterLoad(() => {
      if (wakeTarget) cancelWake = whenFirstPointer(wakeTarget, startLoading);
      else startLoading();
    });

    return () => {
      disposed = true;
      cancelIdle();
      cancelWake();
      unbind?.();
      engine?.destroy();
    };
  }, [containerRef, pointerTarget, reducedMotion, mode, resolution, dropRadius, perturbance, interactive]);

  return state;
};
