import { palettes, type ThemeMode } from "../../theme/tokens";

export interface RippleSettings {
  /** Side of the square simulation grid, in texels; independent of the display size. */
  resolution: number;
  /** Drop radius in CSS pixels. */
  dropRadius: number;
  /** How far (in UV units) a fully tilted surface displaces the background it refracts. */
  perturbance: number;
  /** Whether pointer movement over the hero drops ripples. */
  interactive: boolean;
}

export const defaultRippleSettings: Readonly<RippleSettings> = {
  resolution: 256,
  dropRadius: 20,
  perturbance: 0.03,
  interactive: true,
};

/** What the container's `data-ripple` attribute reports, so e2e tests can observe the effect. */
export type RippleState = "idle" | "running" | "paused" | "off";

/** Height added at a drop's centre; a click is a bigger splash than a passing pointer. */
export const dropStrength = { move: 0.012, down: 0.05, ambient: 0.03 } as const;

/** Display canvas pixel ratio cap: beyond 2 the fragment cost grows with no visible gain. */
export const maxPixelRatio = 2;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

const finiteOr = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) ? value : fallback;

/** Merges overrides into the defaults, clamping values that would break the simulation. */
export const resolveRippleSettings = (overrides: Partial<RippleSettings> = {}): RippleSettings => ({
  resolution: Math.round(clamp(finiteOr(overrides.resolution, defaultRippleSettings.resolution), 32, 1024)),
  dropRadius: clamp(finiteOr(overrides.dropRadius, defaultRippleSettings.dropRadius), 1, 200),
  perturbance: clamp(finiteOr(overrides.perturbance, defaultRippleSettings.perturbance), 0, 0.2),
  interactive: overrides.interactive ?? defaultRippleSettings.interactive,
});

export interface RippleConditions {
  prefersReducedMotion: boolean;
  hasWebGL: boolean;
  hidden: boolean;
  onScreen: boolean;
}

export const rippleStateFor = ({ prefersReducedMotion, hasWebGL, hidden, onScreen }: RippleConditions): RippleState => {
  if (prefersReducedMotion || !hasWebGL) return "off";
  return hidden || !onScreen ? "paused" : "running";
};

export const displayPixelRatio = (devicePixelRatio: number | undefined): number =>
  clamp(finiteOr(devicePixelRatio, 1) || 1, 1, maxPixelRatio);

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SimulationPoint {
  x: number;
  y: number;
}

/**
 * Client (CSS px) coordinates to simulation texels. The y axis is flipped because the
 * simulation texture follows GL's bottom-up convention. Null when the point is outside
 * the box, not a number, or the box has no area, so stray events cannot drop at the edges.
 */
export const pointerToSimulation = (clientX: number, clientY: number, box: Box, resolution: number): SimulationPoint | null => {
  if (box.width <= 0 || box.height <= 0) return null;
  const u = (clientX - box.left) / box.width;
  const v = (clientY - box.top) / box.height;
  if (!(u >= 0 && u <= 1 && v >= 0 && v <= 1)) return null;
  return { x: u * resolution, y: (1 - v) * resolution };
};

/**
 * A radius in CSS px to simulation texels along x. The grid is square but the box is not;
 * the drop shader corrects y with the aspect ratio so drops stay round on screen. At
 * least one texel, or a drop on a very wide hero would fall between grid points.
 */
export const dropRadiusToSimulation = (radiusPx: number, boxWidth: number, resolution: number): number =>
  boxWidth > 0 ? Math.max(1, (radiusPx * resolution) / boxWidth) : 1;

/**
 * Weights of the x and y neighbours in the wave equation's Laplacian. Texels are
 * stretched to the box (wide and short on a hero), so equal weights would make waves run
 * faster across than down; weighting by the other axis' squared texel size makes them
 * travel at the same screen speed both ways. The weights sum to 1, which keeps the
 * explicit integration exactly as stable as the square case.
 */
export const laplacianWeights = (width: number, height: number): [number, number] => {
  if (width <= 0 || height <= 0) return [0.5, 0.5];
  const dx2 = width * width;
  const dy2 = height * height;
  return [dy2 / (dx2 + dy2), dx2 / (dx2 + dy2)];
};

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
};

export interface RipplePalette {
  base: Rgb;
  purple: Rgb;
  pink: Rgb;
  highlight: Rgb;
  /** Peak opacity of the purple and pink glows, copied from Hero's CSS gradients. */
  purpleAlpha: number;
  pinkAlpha: number;
  /**
   * Peak mix of the highlight colour on steep wave fronts. Small enough that hero text
   * keeps its AA contrast even on a crest (checked against textMuted in both palettes).
   */
  highlightAlpha: number;
}

/**
 * The still surface reproduces the Hero's own CSS background (page colour plus purple and
 * pink glows), so the canvas fades in without a visible change and text contrast is the
 * one the design already passes. Light pages get a light surface, not the dark one.
 */
export const ripplePalette = (mode: ThemeMode): RipplePalette => {
  const palette = palettes[mode];
  return {
    base: hexToRgb(palette.background),
    purple: hexToRgb(palette.primary),
    pink: hexToRgb(palette.secondary),
    highlight: hexToRgb(mode === "dark" ? palette.primaryText : palette.primary),
    purpleAlpha: 0.28,
    pinkAlpha: 0.22,
    highlightAlpha: mode === "dark" ? 0.14 : 0.08,
  };
};
