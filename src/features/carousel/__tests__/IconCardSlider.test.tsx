import { screen, waitFor, within } from "@testing-library/react";
import React from "react";
import { iconCardSliderOptions } from "../icon-card-slider-options";
import { renderWithTheme } from "../../../test-utils/render";
import { IconCardSlider, type IconCard } from "../IconCardSlider";
import { slideLayoutAt } from "../slide-layout";
import { mockIntersectionObserver } from "../../../test-utils/intersection-observer";
import { mockMatchMedia } from "../../../test-utils/match-media";
import { mockSwiperWidth, swiperIn } from "../../../test-utils/swiper";

const cards: IconCard[] = [
  { icon: "code", title: "Web development", subTitle: "Fast sites.", btnText: "Learn more", btnUrl: "/service/web/" },
  { icon: "phone", title: "Mobile apps", subTitle: "Native feel.", btnText: "Learn more", btnUrl: "/service/mobile/" },
  { icon: "pen", title: "Product design", subTitle: "Clear flows.", btnText: "See the work", btnUrl: "/service/design/" },
  { icon: "shield", title: "Security", subTitle: "Audits.", btnText: "Learn more", btnUrl: "/service/security/" },
  { icon: "gear", title: "DevOps", subTitle: "Calm releases.", btnText: "Learn more", btnUrl: "/service/devops/" },
];

let viewport: ReturnType<typeof mockIntersectionObserver>;

beforeEach(() => {
  mockMatchMedia({}, { width: 1024 });
  mockSwiperWidth();
  viewport = mockIntersectionObserver();
});

const region = () => screen.getByRole("region", { name: "Our services" });

describe("IconCardSlider", () => {
  it("renders each card with its heading, text and a link that names the card", () => {
    renderWithTheme(<IconCardSlider cards={cards} label="Our services" />);
    expect(
      within(region())
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(cards.map((card) => card.title));
    expect(screen.getByText("Clear flows.")).toBeInTheDocument();
    // dom-accessibility-api adds a space around the hidden span; browsers join inline text.
    const link = screen.getByRole("link", { name: /^See the work ?: Product design$/ });
    expect(link).toHaveAttribute("href", "/service/design/");
  });

  it("keeps light-layout visitors on the light pages", () => {
    renderWithTheme(<IconCardSlider cards={cards} label="Our services" />, "light");
    expect(screen.getByRole("link", { name: /^Learn more ?: Web development$/ })).toHaveAttribute("href", "/light/service/web/");
  });

  it("hands Swiper the icon-card options, which pick the layout the fallback showed", async () => {
    const { container } = renderWithTheme(<IconCardSlider cards={cards} label="Our services" />);
    viewport.enter();
    await waitFor(() => expect(swiperIn(container)).not.toBeNull());
    const swiper = swiperIn(container)!;
    expect(swiper.params.speed).toBe(iconCardSliderOptions.speed);
    expect(swiper.params.pagination).toMatchObject({ clickable: true });
    expect(swiper.params.slidesPerView).toBe(3);
    expect(swiper.params.spaceBetween).toBe(24);

    // Swiper's own breakpoint choice agrees with the helper at every edge.
    for (const width of [320, 499, 500, 990, 991, 1749, 1750, 2400]) {
      mockMatchMedia({}, { width });
      const key = swiper.getBreakpoint(swiper.params.breakpoints);
      const chosen = key === "max" ? iconCardSliderOptions : swiper.params.breakpoints?.[key];
      expect({ width, slidesPerView: chosen?.slidesPerView, spaceBetween: chosen?.spaceBetween }).toEqual({
        width,
        ...slideLayoutAt(iconCardSliderOptions, width),
      });
    }
  });
});
