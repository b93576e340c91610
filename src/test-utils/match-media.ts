/**
 * The one matchMedia fake of the unit tests (jsdom has none). Queries listed in `answers`
 * match as given; with a viewport `width`, `(min-width: Npx)` and `(max-width: Npx)` are
 * answered from it; every other query does not match. `set` changes a query's answer and
 * tells the lists' "change" listeners, as a browser does when the setting changes.
 */
export type MediaAnswers = Record<string, boolean>;

export interface MatchMediaOptions {
  /** The viewport width in CSS pixels, for width queries. */
  width?: number;
}

export interface MatchMediaControl {
  /** The fake itself, for code that takes a view (`{ matchMedia }`) instead of reading window. */
  matchMedia: (query: string) => MediaQueryList;
  /** Changes the answer to `query` and calls its "change" listeners. */
  set(query: string, matches: boolean): void;
}

const widthQuery = /^\((min|max)-width:\s*([\d.]+)px\)$/;

export const fakeMatchMedia = (answers: MediaAnswers = {}, { width }: MatchMediaOptions = {}): MatchMediaControl => {
  const current: MediaAnswers = { ...answers };
  const listeners = new Map<string, Set<() => void>>();
  const listenersOf = (query: string) => {
    const set = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, set);
    return set;
  };

  const answer = (query: string): boolean => {
    const listed = current[query];
    if (listed !== undefined) return listed;
    const bound = widthQuery.exec(query);
    if (bound && width !== undefined) return bound[1] === "min" ? width >= Number(bound[2]) : width <= Number(bound[2]);
    return false;
  };

  const matchMedia = (query: string): MediaQueryList => {
    const add = (_type: string, listener: () => void) => listenersOf(query).add(listener);
    const remove = (_type: string, listener: () => void) => listenersOf(query).delete(listener);
    return {
      get matches() {
        return answer(query);
      },
      media: query,
      onchange: null,
      addEventListener: add,
      removeEventListener: remove,
      addListener: (listener: () => void) => add("change", listener),
      removeListener: (listener: () => void) => remove("change", listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };

  return {
    matchMedia,
    set(query, matches) {
      current[query] = matches;
      listenersOf(query).forEach((listener) => listener());
    },
  };
};

/** Installs the fake as `window.matchMedia`; `restoreMatchMedia` takes it away again. */
export const mockMatchMedia = (answers: MediaAnswers = {}, options: MatchMediaOptions = {}): MatchMediaControl => {
  const control = fakeMatchMedia(answers, options);
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: control.matchMedia });
  return control;
};

export const restoreMatchMedia = (): void => {
  Reflect.deleteProperty(window, "matchMedia");
};
