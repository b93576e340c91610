import { fakeMatchMedia, mockMatchMedia, restoreMatchMedia } from "../match-media";

describe("the matchMedia fake", () => {
  afterEach(restoreMatchMedia);

  it("answers listed queries as given, width queries from the viewport, anything else with no", () => {
    const { matchMedia } = fakeMatchMedia({ "(prefers-reduced-motion: reduce)": true }, { width: 800 });
    expect(matchMedia("(prefers-reduced-motion: reduce)").matches).toBe(true);
    expect(matchMedia("(min-width: 768px)").matches).toBe(true);
    expect(matchMedia("(min-width: 992px)").matches).toBe(false);
    expect(matchMedia("(max-width: 800px)").matches).toBe(true);
    expect(matchMedia("(prefers-color-scheme: dark)").matches).toBe(false);
    expect(fakeMatchMedia().matchMedia("(min-width: 1px)").matches).toBe(false);
  });

  it("tells a query's change listeners when its answer changes, until they are removed", () => {
    const control = mockMatchMedia({ "(prefers-reduced-motion: reduce)": false });
    const list = window.matchMedia("(prefers-reduced-motion: reduce)");
    const listener = jest.fn();
    list.addEventListener("change", listener);
    window.matchMedia("(min-width: 1px)").addEventListener("change", listener);

    control.set("(prefers-reduced-motion: reduce)", true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.matches).toBe(true);

    list.removeEventListener("change", listener);
    control.set("(prefers-reduced-motion: reduce)", false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("leaves window without matchMedia once restored, as jsdom has it", () => {
    mockMatchMedia();
    restoreMatchMedia();
    expect("matchMedia" in window).toBe(false);
  });
});
