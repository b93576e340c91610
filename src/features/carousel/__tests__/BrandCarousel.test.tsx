import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { BRAND_AUTOPLAY_DELAY, BrandCarousel, brandCarouselLayout, type Brand } from "../BrandCarousel";
import { reducedMotionQuery } from "../../../lib/motion";
import { mockIntersectionObserver } from "../../../test-utils/intersection-observer";
import { mockMatchMedia } from "../../../test-utils/match-media";
import { mockSwiperWidth, swiperIn } from "../../../test-utils/swiper";

const brands: Brand[] = ["Lakeside", "Cobalt", "Northwind", "Helix", "Orbit", "Juniper", "Quarry"].map((name) => ({
  name,
  logo: <svg data-testid={`logo-${name}`} />,
}));

let viewport: ReturnType<typeof mockIntersectionObserver>;

beforeEach(() => {
  mockMatchMedia({}, { width: 1024 });
  mockSwiperWidth();
  viewport = mockIntersectionObserver();
});

const renderBrands = () => renderWithTheme(<BrandCarousel brands={brands} />);
const pauseButton = () => screen.getByRole("button", { name: "Pause brand carousel" });
const playButton = () => screen.getByRole("button", { name: "Play brand carousel" });

const loadSwiper = async (container: HTMLElement) => {
  viewport.enter();
  await waitFor(() => expect(swiperIn(container)).not.toBeNull());
  const swiper = swiperIn(container)!;
  // The pause state reaches Swiper in an effect; it has run once the live region is set.
  await waitFor(() => expect(swiper.wrapperEl).toHaveAttribute("aria-live"));
  return swiper;
};

describe("BrandCarousel", () => {
  it("names every brand once, in a labelled region, with the logos hidden from assistive technology", () => {
    renderBrands();
    const region = screen.getByRole("region", { name: "Brands we work with" });
    expect(within(region).getAllByRole("group")).toHaveLength(brands.length);
    expect(within(region).getByText("Helix")).toBeInTheDocument();
    expect(screen.getByTestId("logo-Helix").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("grows from 2 to 3 to 5 logos per view", () => {
    expect(brandCarouselLayout.slidesPerView).toBe(2);
    expect(Object.values(brandCarouselLayout.breakpoints).map((values) => values.slidesPerView)).toEqual([3, 5]);
  });

  it("has a visible toggle that states its action and records it before Swiper loads", async () => {
    const user = userEvent.setup();
    const { container } = renderBrands();
    expect(pauseButton()).toBeVisible();
    await user.click(pauseButton());
    expect(playButton()).toBeInTheDocument();
    expect(container.querySelector(".swiper")).toBeNull();

    const swiper = await loadSwiper(container);
    expect(swiper.autoplay.running).toBe(false);
  });

  it("rotates every 2500 ms in a loop once Swiper loads", async () => {
    const { container } = renderBrands();
    const swiper = await loadSwiper(container);
    expect(BRAND_AUTOPLAY_DELAY).toBe(2500);
    expect(swiper.params.autoplay).toMatchObject({ delay: BRAND_AUTOPLAY_DELAY });
    expect(swiper.params.loop).toBe(true);
    expect(swiper.autoplay.running).toBe(true);
  });

  it("stops and restarts Swiper's autoplay from the toggle", async () => {
    const user = userEvent.setup();
    const { container } = renderBrands();
    const swiper = await loadSwiper(container);
    const stop = jest.spyOn(swiper.autoplay, "stop");
    const start = jest.spyOn(swiper.autoplay, "start");

    await user.click(pauseButton());
    expect(stop).toHaveBeenCalledTimes(1);
    expect(swiper.autoplay.running).toBe(false);
    expect(playButton()).toBeInTheDocument();

    await user.click(playButton());
    expect(start).toHaveBeenCalledTimes(1);
    expect(swiper.autoplay.running).toBe(true);
    expect(pauseButton()).toBeInTheDocument();
  });

  it("starts paused for visitors who prefer reduced motion, and can still be played", async () => {
    mockMatchMedia({ [reducedMotionQuery]: true }, { width: 1024 });
    const user = userEvent.setup();
    const { container } = renderBrands();
    expect(playButton()).toBeInTheDocument();

    const swiper = await loadSwiper(container);
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.params.speed).toBe(0);

    await user.click(playButton());
    expect(swiper.autoplay.running).toBe(true);
    expect(pauseButton()).toBeInTheDocument();
  });

  it("does not loop when there are too few logos to fill a view and more", async () => {
    const { container } = renderWithTheme(<BrandCarousel brands={brands.slice(0, 4)} />);
    const swiper = await loadSwiper(container);
    expect(swiper.params.loop).toBe(false);
  });
});
