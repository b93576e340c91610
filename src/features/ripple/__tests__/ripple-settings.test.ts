import {
  defaultRippleSettings,
  displayPixelRatio,
  dropRadiusToSimulation,
  laplacianWeights,
  pointerToSimulation,
  resolveRippleSettings,
  ripplePalette,
  rippleStateFor,
} from "../ripple-settings";

const visible = { prefersReducedMotion: false, hasWebGL: true, hidden: false, onScreen: true };

describe("ripple settings", () => {
  it("defaults to resolution 256, drop radius 20, perturbance 0.03, interactive", () => {
    expect(defaultRippleSettings).toEqual({ resolution: 256, dropRadius: 20, perturbance: 0.03, interactive: true });
    expect(resolveRippleSettings()).toEqual(defaultRippleSettings);
  });

  it("merges overrides and clamps values that would break the simulation", () => {
    expect(resolveRippleSettings({ dropRadius: 30, interactive: false })).toEqual({
      ...defaultRippleSettings,
      dropRadius: 30,
      interactive: false,
    });
    expect(resolveRippleSettings({ resolution: 5000.4, perturbance: -1, dropRadius: Number.NaN })).toEqual({
      ...defaultRippleSettings,
      resolution: 1024,
      perturbance: 0,
    });
  });
});

describe("when the effect runs", () => {
  it("reports off for reduced motion or no WebGL, paused for hidden or off-screen", () => {
    expect(rippleStateFor(visible)).toBe("running");
    expect(rippleStateFor({ ...visible, prefersReducedMotion: true })).toBe("off");
    expect(rippleStateFor({ ...visible, prefersReducedMotion: true, hidden: true })).toBe("off");
    expect(rippleStateFor({ ...visible, hasWebGL: false })).toBe("off");
    expect(rippleStateFor({ ...visible, hidden: true })).toBe("paused");
    expect(rippleStateFor({ ...visible, onScreen: false })).toBe("paused");
  });
});

describe("coordinate mapping", () => {
  const box = { left: 100, top: 50, width: 1000, height: 500 };

  it("maps client pixels to simulation texels with y pointing up", () => {
    expect(pointerToSimulation(100, 50, box, 256)).toEqual({ x: 0, y: 256 });
    expect(pointerToSimulation(600, 300, box, 256)).toEqual({ x: 128, y: 128 });
    expect(pointerToSimulation(1100, 550, box, 256)).toEqual({ x: 256, y: 0 });
  });

  it("ignores points outside the box or an empty box", () => {
    expect(pointerToSimulation(99, 300, box, 256)).toBeNull();
    expect(pointerToSimulation(600, 551, box, 256)).toBeNull();
    expect(pointerToSimulation(0, 0, { left: 0, top: 0, width: 0, height: 0 }, 256)).toBeNull();
    expect(pointerToSimulation(Number.NaN, 300, box, 256)).toBeNull();
  });

  it("scales a CSS pixel radius to x texels, never below one texel", () => {
    expect(dropRadiusToSimulation(20, 1280, 256)).toBeCloseTo(4);
    expect(dropRadiusToSimulation(20, 10000, 256)).toBe(1);
    expect(dropRadiusToSimulation(20, 0, 256)).toBe(1);
  });

  it("weights the Laplacian so waves travel at the same screen speed on both axes", () => {
    expect(laplacianWeights(500, 500)).toEqual([0.5, 0.5]);
    const [x, y] = laplacianWeights(2000, 1000);
    expect(x + y).toBeCloseTo(1);
    // Screen speed per axis is proportional to sqrt(weight) * texel size.
    expect(Math.sqrt(x) * 2000).toBeCloseTo(Math.sqrt(y) * 1000);
    expect(laplacianWeights(0, 100)).toEqual([0.5, 0.5]);
  });

  it("caps the display pixel ratio at 2", () => {
    expect(displayPixelRatio(1)).toBe(1);
    expect(displayPixelRatio(1.5)).toBe(1.5);
    expect(displayPixelRatio(3)).toBe(2);
    expect(displayPixelRatio(undefined)).toBe(1);
    expect(displayPixelRatio(0)).toBe(1);
  });
});

describe("palette", () => {
  it("reproduces the Hero gradient over the page colour of each theme", () => {
    expect(ripplePalette("dark").base).toEqual([13 / 255, 11 / 255, 30 / 255]);
    expect(ripplePalette("light").base).toEqual([1, 1, 1]);
    expect(ripplePalette("dark").purple).toEqual([109 / 255, 40 / 255, 217 / 255]);
    expect(ripplePalette("dark").pink).toEqual([190 / 255, 24 / 255, 93 / 255]);
  });
});
