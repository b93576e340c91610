import { iconCardSliderOptions } from "../icon-card-slider-options";
import { slideLayoutAt, sortedBreakpoints } from "../slide-layout";

describe("icon-card slider options", () => {
  it.each([
    [0, 1, 24],
    [320, 1, 24],
    [499, 1, 24],
    [500, 2, 15],
    [990, 2, 15],
    [991, 3, 24],
    [1749, 3, 24],
    [1750, 4, 24],
    [2560, 4, 24],
  ])("at %i px shows %i cards per view with a %i px gap", (width, slidesPerView, spaceBetween) => {
    expect(slideLayoutAt(iconCardSliderOptions, width)).toEqual({ slidesPerView, spaceBetween });
  });

  it("transitions in 800 ms with clickable pagination bullets", () => {
    expect(iconCardSliderOptions.speed).toBe(800);
    expect(iconCardSliderOptions.pagination).toEqual({ clickable: true });
  });

  it("states both values in every breakpoint, since Swiper merges breakpoints into the current params", () => {
    for (const [, values] of sortedBreakpoints(iconCardSliderOptions)) {
      expect(Object.keys(values).sort()).toEqual(["slidesPerView", "spaceBetween"]);
    }
  });
});
