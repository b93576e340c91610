import { act } from "@testing-library/react";

/* jsdom has no IntersectionObserver; this one reports what the test says. */

interface ObserverRecord {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  observer: IntersectionObserver;
}

/**
 * Replaces IntersectionObserver; `enter()` and `leave()` report every observed element as
 * intersecting or not, `observed()` lists what is still observed (nothing after disconnect).
 */
export const mockIntersectionObserver = () => {
  const records: ObserverRecord[] = [];

  class MockIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[] = [0];
    private readonly record: ObserverRecord;

    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rootMargin = options?.rootMargin ?? "0px";
      this.record = { callback, options, targets: new Set(), observer: this };
      records.push(this.record);
    }

    observe(target: Element) {
      this.record.targets.add(target);
    }

    unobserve(target: Element) {
      this.record.targets.delete(target);
    }

    disconnect() {
      this.record.targets.clear();
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: MockIntersectionObserver,
  });

  /** Tells every observer that all its observed elements now do (or no longer) intersect. */
  const report = (isIntersecting: boolean) => {
    act(() => {
      records.forEach((record) => {
        const entries = [...record.targets].map(
          (target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) record.callback(entries, record.observer);
      });
    });
  };

  return {
    /** Every element currently observed, with the options it was observed with. */
    observed: () => records.flatMap((record) => [...record.targets].map((target) => ({ target, options: record.options }))),
    enter: () => report(true),
    leave: () => report(false),
  };
};

export const restoreIntersectionObserver = (): void => {
  Reflect.deleteProperty(window, "IntersectionObserver");
};
