import { iconCardSliderOptions } from "../icon-card-slider-options";
import { maxSlidesPerView, slideLayoutAt } from "../slide-layout";

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
