/** requestIdleCallback (jsdom has none) that fires on the next macrotask, so tests need not wait out a fallback delay. */
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

export const restoreIdleCallback = (): void => {
  Reflect.deleteProperty(window, "requestIdleCallback");
  Reflect.deleteProperty(window, "cancelIdleCallback");
};
