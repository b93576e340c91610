import { iconCardSliderOptions } from "../icon-card-slider-options";
import { layoutCss } from "../slide-layout-css";

describe("layoutCss", () => {
  it("gives the base layout, then one min-width media query per breakpoint, narrowest first", () => {
    expect(layoutCss(iconCardSliderOptions).split("\n")).toEqual([
      "--carousel-per-view: 1; --carousel-gap: 24px;",
      "@media (min-width: 500px) { --carousel-per-view: 2; --carousel-gap: 15px; }",
      "@media (min-width: 991px) { --carousel-per-view: 3; --carousel-gap: 24px; }",
      "@media (min-width: 1750px) { --carousel-per-view: 4; --carousel-gap: 24px; }",
    ]);
  });

  it("has no media queries without breakpoints", () => {
    expect(layoutCss({ slidesPerView: 2, spaceBetween: 10 })).toBe("--carousel-per-view: 2; --carousel-gap: 10px;");
  });
});
