import {
  iconCardSlideLayoutAt,
  iconCardSliderOptions,
  maxSlidesPerView,
  slideLayoutAt,
  sortedBreakpoints,
} from "../icon-card-slider-options";

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
    expect(iconCardSlideLayoutAt(width)).toEqual({ slidesPerView, spaceBetween });
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

describe("slideLayoutAt", () => {
  // Keys deliberately out of order: object keys are not a sorted list of widths.
  const layout = {
    slidesPerView: 1,
    spaceBetween: 8,
    breakpoints: { 900: { slidesPerView: 4, spaceBetween: 32 }, 300: { slidesPerView: 2, spaceBetween: 16 } },
  };

  it("picks the widest breakpoint not wider than the viewport, whatever the key order", () => {
    expect(slideLayoutAt(layout, 299)).toEqual({ slidesPerView: 1, spaceBetween: 8 });
    expect(slideLayoutAt(layout, 300)).toEqual({ slidesPerView: 2, spaceBetween: 16 });
    expect(slideLayoutAt(layout, 899)).toEqual({ slidesPerView: 2, spaceBetween: 16 });
    expect(slideLayoutAt(layout, 900)).toEqual({ slidesPerView: 4, spaceBetween: 32 });
  });

  it("uses the base values when there are no breakpoints", () => {
    expect(slideLayoutAt({ slidesPerView: 3, spaceBetween: 10 }, 2000)).toEqual({ slidesPerView: 3, spaceBetween: 10 });
  });

  it("knows the largest slide count of any breakpoint", () => {
    expect(maxSlidesPerView(layout)).toBe(4);
    expect(maxSlidesPerView(iconCardSliderOptions)).toBe(4);
    expect(maxSlidesPerView({ slidesPerView: 2, spaceBetween: 0 })).toBe(2);
  });
});
