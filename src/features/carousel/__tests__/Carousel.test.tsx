import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { Carousel, type CarouselProps } from "../Carousel";
import { reducedMotionQuery } from "../../../lib/motion";
import { mockIntersectionObserver } from "../../../test-utils/intersection-observer";
import { mockMatchMedia } from "../../../test-utils/match-media";
import { mockSwiperWidth, swiperIn } from "../../../test-utils/swiper";

// Counts how often the lazy module is evaluated; it must not be before the region is near.
const mockSwiperModuleLoaded = jest.fn();
jest.mock("../SwiperCarousel", () => {
  mockSwiperModuleLoaded();
  return jest.requireActual("../SwiperCarousel");
});

const layout = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: { 500: { slidesPerView: 2, spaceBetween: 15 }, 991: { slidesPerView: 3, spaceBetween: 15 } },
};

const slides = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((name) => (
  <a key={name} href={`/${name.toLowerCase()}/`}>
    {name}
  </a>
));

const renderCarousel = (props: Partial<CarouselProps> = {}) =>
  renderWithTheme(<Carousel label="Demo slides" slides={slides} layout={layout} {...props} />);

const region = () => screen.getByRole("region", { name: "Demo slides" });

/** Styles styled-components injected, without whitespace so formatting does not matter. */
const injectedCss = () =>
  Array.from(document.querySelectorAll("style"))
    .map((style) => style.textContent ?? "")
    .join("")
    .replace(/\s+/g, "");

let viewport: ReturnType<typeof mockIntersectionObserver>;

// The first import of Swiper in a test run transforms its ESM files: 2.1 s alone with a cold
// cache (`npx jest --no-cache` on this file), more than Jest's 5 s per test when `npm test`
// runs typecheck, lint and two Jest workers on two cores. Done here, with its own bound, so the
// tests below time only the carousel.
beforeAll(async () => {
  await Promise.all([import("swiper/react"), import("swiper/modules")]);
}, 15_000);

beforeEach(() => {
  mockMatchMedia({}, { width: 400 });
  mockSwiperWidth();
  viewport = mockIntersectionObserver();
});

describe("Carousel before Swiper", () => {
  it("loads Swiper only once the region comes near the viewport", async () => {
    const { container } = renderCarousel();
    expect(viewport.observed()).toEqual([{ target: region(), options: { rootMargin: "200px" } }]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(mockSwiperModuleLoaded).not.toHaveBeenCalled();
    expect(container.querySelector(".swiper")).toBeNull();

    viewport.enter();
    await waitFor(() => expect(container.querySelector(".swiper")).not.toBeNull(), { timeout: 3_000 });
    expect(mockSwiperModuleLoaded).toHaveBeenCalledTimes(1);
    expect(viewport.observed()).toEqual([]);
  });

  it("renders every slide in a labelled carousel region", () => {
    renderCarousel();
    expect(region()).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(region()).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
    groups.forEach((group) => expect(group).toHaveAttribute("aria-roledescription", "slide"));
    expect(
      within(region())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
  });

  it("lays the row out with the breakpoints' slide counts and gaps as media queries", () => {
    renderCarousel();
    const css = injectedCss();
    expect(css).toContain("--carousel-per-view:1;--carousel-gap:24px;");
    expect(css).toContain("@media(min-width:500px){.");
    expect(css).toMatch(/@media\(min-width:500px\)\{\.[\w-]+\{--carousel-per-view:2;--carousel-gap:15px;\}\}/);
    expect(css).toMatch(/@media\(min-width:991px\)\{\.[\w-]+\{--carousel-per-view:3;--carousel-gap:15px;\}\}/);
    expect(css).toContain("scroll-snap-type:xmandatory");
    expect(css).toContain("flex:00calc((100%-(var(--carousel-per-view)-1)*var(--carousel-gap))/var(--carousel-per-view))");
  });

  it("loads at once where IntersectionObserver does not exist", async () => {
    Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: undefined });
    const { container } = renderCarousel();
    await waitFor(() => expect(container.querySelector(".swiper")).not.toBeNull());
  });
});

describe("Carousel with Swiper", () => {
  // Swiper's a11y module (14.4, handleFocus) answers a focused slide in the next animation
  // frame without checking that the carousel still exists: let that frame pass before
  // Testing Library's cleanup unmounts and destroys it, or the late frame throws into
  // whichever test runs next. (This describe's afterEach runs before the cleanup.)
  afterEach(async () => {
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  });

  const loadSwiper = async (props: Partial<CarouselProps> = {}) => {
    const result = renderCarousel(props);
    viewport.enter();
    await waitFor(() => expect(swiperIn(result.container)).not.toBeNull());
    return { ...result, swiper: swiperIn(result.container)! };
  };

  it("replaces the fallback and keeps the region, its name and every slide", async () => {
    const { container } = await loadSwiper();
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(5);
    expect(within(region()).getAllByRole("link")).toHaveLength(5);
    expect(
      within(region())
        .getAllByRole("group")
        .map((group) => group.getAttribute("aria-label")),
    ).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
  });

  it("applies the same breakpoint layout the fallback showed", async () => {
    mockMatchMedia({}, { width: 991 });
    const { swiper } = await loadSwiper();
    expect(swiper.params.slidesPerView).toBe(3);
    expect(swiper.params.spaceBetween).toBe(15);
  });

  it("has pagination bullets that are labelled buttons and move the carousel", async () => {
    const user = userEvent.setup();
    const { swiper } = await loadSwiper();
    const bullets = within(region()).getAllByRole("button", { name: /^Go to slide \d$/ });
    expect(bullets.map((bullet) => bullet.tagName)).toEqual(["BUTTON", "BUTTON", "BUTTON", "BUTTON", "BUTTON"]);
    expect(bullets[0]).toHaveAttribute("aria-current", "true");

    await user.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(swiper.activeIndex).toBe(2);
    expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
  });

  it("lets the keyboard reach and press the bullets", async () => {
    const user = userEvent.setup();
    const { swiper } = await loadSwiper();
    const fourth = screen.getByRole("button", { name: "Go to slide 4" });
    act(() => fourth.focus());
    expect(fourth).toHaveAttribute("tabindex", "0");
    await user.keyboard("{Enter}");
    expect(swiper.activeIndex).toBe(3);
  });

  it("turns on the keyboard module for when it is in the viewport", async () => {
    const { swiper } = await loadSwiper();
    expect(swiper.params.keyboard).toMatchObject({ enabled: true, onlyInViewport: true });
    expect(swiper.keyboard.enabled).toBe(true);
  });

  it("has no pagination when asked not to", async () => {
    const { container } = await loadSwiper({ pagination: false });
    expect(container.querySelector(".swiper-pagination")).toBeNull();
    expect(screen.queryByRole("button", { name: /Go to slide/ })).toBeNull();
  });

  it("uses the given speed and runs autoplay when a delay is given", async () => {
    const { swiper } = await loadSwiper({ speed: 500, autoplayDelay: 3000 });
    expect(swiper.params.speed).toBe(500);
    expect(swiper.params.autoplay).toMatchObject({ delay: 3000 });
    await waitFor(() => expect(swiper.wrapperEl).toHaveAttribute("aria-live", "off"));
    expect(swiper.autoplay.running).toBe(true);
  });

  it("stops autoplay while focus is inside the slides and restarts it after", async () => {
    renderWithTheme(
      <>
        <Carousel label="Demo slides" slides={slides} layout={layout} autoplayDelay={3000} />
        <button type="button">Elsewhere</button>
      </>,
    );
    viewport.enter();
    await waitFor(() => expect(swiperIn(document.body)).not.toBeNull());
    const swiper = swiperIn(document.body)!;
    // The autoplay effect has run once it has silenced the live region.
    await waitFor(() => expect(swiper.wrapperEl).toHaveAttribute("aria-live", "off"));
    expect(swiper.autoplay.running).toBe(true);

    act(() => screen.getByRole("link", { name: "Bravo" }).focus());
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.wrapperEl).toHaveAttribute("aria-live", "polite");
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    expect(swiper.autoplay.running).toBe(true);
  });

  it("with reduced motion: no transition and no autoplay", async () => {
    mockMatchMedia({ [reducedMotionQuery]: true }, { width: 400 });
    const { swiper } = await loadSwiper({ speed: 800, autoplayDelay: 3000 });
    expect(swiper.params.speed).toBe(0);
    await waitFor(() => expect(swiper.wrapperEl).toHaveAttribute("aria-live", "polite"));
    expect(swiper.autoplay.running).toBe(false);
  });

  it("keeps the fallback while focus is inside it, so focus is not lost, and swaps once it leaves", async () => {
    const { container } = renderWithTheme(
      <>
        <Carousel label="Demo slides" slides={slides} layout={layout} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const link = screen.getByRole("link", { name: "Charlie" });
    act(() => link.focus());
    viewport.enter();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector(".swiper")).toBeNull();
    expect(link).toHaveFocus();

    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    await waitFor(() => expect(container.querySelector(".swiper")).not.toBeNull());
  });
});
