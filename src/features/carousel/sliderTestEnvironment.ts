/*
 * Test-only helpers for the slider tests (kept out of __tests__ so jest does not run it as
 * a test file; nothing in the site imports it). jsdom has no matchMedia, no
 * IntersectionObserver and lays nothing out, and Swiper needs all three.
 */
import { act } from "@testing-library/react";
import type { Swiper as SwiperInstance } from "swiper/types";

interface ViewportOptions {
  width?: number;
  reducedMotion?: boolean;
}

/**
 * matchMedia that answers `(min-width: Npx)` for the given viewport width (the test
 * Swiper's breakpoints run) and the reduced-motion query.
 */
export const mockViewport = ({ width = 1024, reducedMotion = false }: ViewportOptions = {}): void => {
  const matchMedia = (query: string): MediaQueryList => {
    const minWidth = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    const matches = minWidth
      ? width >= Number(minWidth[1])
      : query.includes("prefers-reduced-motion: reduce") && reducedMotion;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: matchMedia });
};

interface ObserverRecord {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  observer: IntersectionObserver;
}

/** Replaces IntersectionObserver; `enter()` reports every observed element as intersecting. */
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

  return {
    /** Every element currently observed, with the options it was observed with. */
    observed: () => records.flatMap((record) => [...record.targets].map((target) => ({ target, options: record.options }))),
    enter: () => {
      act(() => {
        records.forEach((record) => {
          const entries = [...record.targets].map(
            (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
          );
          if (entries.length > 0) record.callback(entries, record.observer);
        });
      });
    },
  };
};

/** Swiper measures its container; give `.swiper` elements a width (jsdom reports 0). */
export const mockSwiperWidth = (width = 1200): void => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains("swiper") ? width : 0;
    },
  });
};

/** The Swiper instance Swiper stores on its container element. */
export const swiperIn = (container: ParentNode): SwiperInstance | null =>
  (container.querySelector<HTMLElement & { swiper?: SwiperInstance }>(".swiper")?.swiper ?? null);
