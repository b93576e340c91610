const wakeEvents = ["pointermove", "pointerdown"] as const;

/**
 * Runs `task` the first time a pointer moves over or presses on `target` (a touch counts).
 * Returns a cancel function.
 */
export const whenFirstPointer = (target: HTMLElement, task: () => void): (() => void) => {
  const stop = () => wakeEvents.forEach((type) => target.removeEventListener(type, wake));
  function wake() {
    stop();
    task();
  }
  wakeEvents.forEach((type) => target.addEventListener(type, wake, { passive: true }));
  return stop;
};
