/** jsdom lacks these browser APIs; the tests drive them by hand. */

export interface MediaQueryControl {
  set(matches: boolean): void;
}

export const mockReducedMotion = (initial: boolean): MediaQueryControl => {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: "(prefers-reduced-motion: reduce)",
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: jest.fn(() => list as unknown as MediaQueryList),
  });
  return {
    set(matches) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
};

/** requestIdleCallback that fires on the next macrotask, so tests need not wait out a fallback delay. */
export const mockIdleCallback = (): void => {
  Object.defineProperty(window, "requestIdleCallback", {
    configurable: true,
    writable: true,
    value: (callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
  });
  Object.defineProperty(window, "cancelIdleCallback", {
    configurable: true,
    writable: true,
    value: (id: number) => window.clearTimeout(id),
  });
};

export const restoreBrowserMocks = (): void => {
  for (const name of ["matchMedia", "requestIdleCallback", "cancelIdleCallback"]) {
    Reflect.deleteProperty(window, name);
  }
};
