/** Safari has no requestIdleCallback; this delay stands in for "the main thread settled". */
const FALLBACK_DELAY_MS = 300;
/** Upper bound so a constantly busy page still gets the effect eventually. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the window has loaded and the main thread is idle, so deferred work
 * never competes with the first paint or hydration. Returns a cancel function.
 */
export const whenIdleAfterLoad = (task: () => void): (() => void) => {
  let cancelled = false;
  let idleId: number | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timerId = setTimeout(run, FALLBACK_DELAY_MS);
    }
  };

  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) clearTimeout(timerId);
  };
};
