import { act, render, waitFor } from "@testing-library/react";
import React from "react";
import type { RippleEngineControls } from "../ripple-engine";
import { dropStrength } from "../ripple-settings";
import { reducedMotionQuery } from "../../../lib/motion";
import { mockIdleCallback, restoreIdleCallback } from "../../../test-utils/idle-callback";
import { mockIntersectionObserver, restoreIntersectionObserver } from "../../../test-utils/intersection-observer";
import { mockMatchMedia, restoreMatchMedia } from "../../../test-utils/match-media";
import { WaterRipple, type WaterRippleProps } from "../WaterRipple";

const mockCreateRippleEngine = jest.fn();

jest.mock("../ripple-engine", () => ({
  createRippleEngine: (...args: unknown[]) => mockCreateRippleEngine(...args),
}));

interface FakeEngine extends RippleEngineControls {
  running: boolean;
  start: jest.Mock;
  pause: jest.Mock;
  drop: jest.Mock;
  resize: jest.Mock;
  destroy: jest.Mock;
}

const fakeEngine = (): FakeEngine => {
  const engine: FakeEngine = {
    running: false,
    start: jest.fn(() => {
      engine.running = true;
    }),
    pause: jest.fn(() => {
      engine.running = false;
    }),
    drop: jest.fn(),
    resize: jest.fn(),
    destroy: jest.fn(),
  };
  return engine;
};

let hidden = false;

// jsdom has no PointerEvent; a MouseEvent of the same type carries the coordinates.
const pointer = (target: HTMLElement, type: "pointermove" | "pointerdown", clientX: number, clientY: number) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX, clientY }));

const setHidden = (value: boolean) => {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
};

const renderInHero = (props: WaterRippleProps = {}) => {
  const result = render(
    <section data-testid="hero">
      <WaterRipple {...props} />
    </section>,
  );
  const container = result.container.querySelector<HTMLElement>("[data-ripple]");
  if (!container) throw new Error("WaterRipple rendered no container");
  jest.spyOn(container, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 1000, 500));
  return { ...result, hero: result.getByTestId("hero"), container };
};

/** Lets the idle callback run, then moves a pointer over the hero, which loads the engine. */
const wakeUp = async (hero: HTMLElement) => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  pointer(hero, "pointermove", 10, 10);
};

let engine: FakeEngine;
let viewport: ReturnType<typeof mockIntersectionObserver>;

beforeEach(() => {
  engine = fakeEngine();
  mockCreateRippleEngine.mockReset().mockImplementation(() => engine);
  mockIdleCallback();
  hidden = false;
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  viewport = mockIntersectionObserver();
});

afterEach(() => {
  restoreMatchMedia();
  restoreIdleCallback();
  Reflect.deleteProperty(document, "hidden");
  restoreIntersectionObserver();
});

describe("WaterRipple", () => {
  it("renders only an empty, hidden container until the page is idle and a pointer moves over the hero", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero();
    expect(container).toBeEmptyDOMElement();
    expect(container).toHaveAttribute("aria-hidden", "true");
    expect(container).toHaveAttribute("data-ripple", "idle");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(mockCreateRippleEngine).not.toHaveBeenCalled();
    expect(container).toHaveAttribute("data-ripple", "idle");

    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));
    expect(mockCreateRippleEngine).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ resolution: 256, perturbance: 0.03, ambientDropRadius: 20 }),
    );
    expect(engine.start).toHaveBeenCalled();
  });

  it("passes overridden settings to the engine", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero({ resolution: 128, perturbance: 0.05 });
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));
    expect(mockCreateRippleEngine).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ resolution: 128, perturbance: 0.05 }),
    );
  });

  it("pauses while the document is hidden and resumes when visible", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));

    setHidden(true);
    expect(engine.pause).toHaveBeenCalled();
    expect(engine.running).toBe(false);
    expect(container).toHaveAttribute("data-ripple", "paused");

    engine.start.mockClear();
    setHidden(false);
    expect(engine.start).toHaveBeenCalled();
    expect(container).toHaveAttribute("data-ripple", "running");
  });

  it("starts paused when the document is already hidden", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    hidden = true;
    const { container, hero } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "paused"));
    expect(engine.start).not.toHaveBeenCalled();
  });

  it("pauses while the hero is scrolled off screen", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));

    viewport.leave();
    expect(engine.running).toBe(false);
    expect(container).toHaveAttribute("data-ripple", "paused");

    viewport.enter();
    expect(engine.running).toBe(true);
    expect(container).toHaveAttribute("data-ripple", "running");
  });

  it("drops ripples where the pointer moves over the hero, mapped to simulation space", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));

    pointer(hero, "pointermove", 500, 125);
    // 20 CSS px on a 1000 px wide box is 5.12 of 256 texels; y counts up from the bottom.
    expect(engine.drop).toHaveBeenCalledWith(128, 192, 5.12, dropStrength.move);
    pointer(hero, "pointerdown", 0, 500);
    expect(engine.drop).toHaveBeenLastCalledWith(0, 0, 5.12, dropStrength.down);

    engine.drop.mockClear();
    setHidden(true);
    pointer(hero, "pointermove", 500, 125);
    expect(engine.drop).not.toHaveBeenCalled();
  });

  it("ignores the pointer when not interactive", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero({ interactive: false });
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));
    pointer(hero, "pointermove", 500, 125);
    expect(engine.drop).not.toHaveBeenCalled();
  });

  it("stops and releases the engine when reduced motion is switched on", async () => {
    const reducedMotion = mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));

    act(() => reducedMotion.set(reducedMotionQuery, true));
    expect(engine.destroy).toHaveBeenCalledTimes(1);
    expect(container).toHaveAttribute("data-ripple", "off");

    setHidden(true);
    setHidden(false);
    expect(engine.start).toHaveBeenCalledTimes(1);
  });

  it("destroys the engine and stops listening on unmount", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container, hero, unmount } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "running"));

    unmount();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
    expect(viewport.observed()).toEqual([]);
    engine.start.mockClear();
    setHidden(true);
    setHidden(false);
    pointer(hero, "pointermove", 500, 125);
    expect(engine.start).not.toHaveBeenCalled();
    expect(engine.drop).not.toHaveBeenCalled();
  });

  it("never creates an engine when unmounted before the page is idle", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { unmount } = renderInHero();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockCreateRippleEngine).not.toHaveBeenCalled();
  });

  it("reports off and stays empty when the engine cannot be created", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    mockCreateRippleEngine.mockReturnValue(null);
    const { container, hero } = renderInHero();
    await wakeUp(hero);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "off"));
    expect(container).toBeEmptyDOMElement();
  });
});
