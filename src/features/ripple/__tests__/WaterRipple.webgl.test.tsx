import { render, waitFor } from "@testing-library/react";
import React from "react";
import { reducedMotionQuery } from "../../../lib/motion";
import { mockIdleCallback, restoreIdleCallback } from "../../../test-utils/idle-callback";
import { mockMatchMedia, restoreMatchMedia } from "../../../test-utils/match-media";
import { WaterRipple } from "../WaterRipple";

/* The real engine, wrapped only to count when its chunk is loaded. */
let mockEngineModuleLoads = 0;

jest.mock("../ripple-engine", () => {
  mockEngineModuleLoads += 1;
  return jest.requireActual("../ripple-engine");
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let getContext: jest.SpyInstance;

beforeEach(() => {
  mockIdleCallback();
  // jsdom has no canvas backend: getContext returns null, as a browser without WebGL would.
  getContext = jest
    .spyOn(HTMLCanvasElement.prototype, "getContext")
    .mockImplementation((() => null) as unknown as HTMLCanvasElement["getContext"]);
});

afterEach(() => {
  restoreMatchMedia();
  restoreIdleCallback();
  jest.restoreAllMocks();
});

const rippleContainer = (root: HTMLElement): HTMLElement => {
  const container = root.querySelector<HTMLElement>("[data-ripple]");
  if (!container) throw new Error("WaterRipple rendered no container");
  return container;
};

describe("WaterRipple with the real engine", () => {
  // Runs first: the module registry is per file, so a later load would hide an earlier one.
  it("never loads the WebGL module nor creates a context when reduced motion is preferred", async () => {
    mockMatchMedia({ [reducedMotionQuery]: true });
    const { container: root } = render(<WaterRipple />);
    const container = rippleContainer(root);
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "off"));
    await settle();

    expect(mockEngineModuleLoads).toBe(0);
    expect(getContext).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it("does nothing visible and throws nothing when WebGL is unavailable", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const { container: root, unmount } = render(<WaterRipple />);
    const container = rippleContainer(root);
    // The engine loads on the first pointer movement over the hero (here, the parent).
    await settle();
    root.dispatchEvent(new MouseEvent("pointermove", { bubbles: true, clientX: 5, clientY: 5 }));
    await waitFor(() => expect(container).toHaveAttribute("data-ripple", "off"));

    expect(mockEngineModuleLoads).toBe(1);
    expect(getContext).toHaveBeenCalledWith("webgl", expect.anything());
    expect(container).toBeEmptyDOMElement();
    expect(unmount).not.toThrow();
  });
});
