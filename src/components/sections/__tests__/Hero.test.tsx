import { render, screen } from "@testing-library/react";
import React from "react";
import { submergedImageAttribute } from "../../../features/ripple/submerged-image-attribute";
import { Hero } from "../Hero";

const props = {
  miniTitle: "Agency",
  anchorLabel: "Explore",
  anchorTarget: "service",
  image: <img src="/hero.webp" alt="Our work" />,
};

describe("Hero", () => {
  it("marks an image under the surface, so the ripple effect draws it refracted", () => {
    render(<Hero {...props} title="Building Tomorrow's Web, Today." imageUnderSurface />);
    expect(screen.getByAltText("Our work").closest(`[${submergedImageAttribute}]`)).not.toBeNull();
  });

  it("leaves an ordinary image in place", () => {
    render(<Hero {...props} title="Building Tomorrow's Web, Today." />);
    expect(screen.getByAltText("Our work").closest(`[${submergedImageAttribute}]`)).toBeNull();
  });

  it("sizes a sentence-long title smaller than a slogan", () => {
    const { unmount } = render(<Hero {...props} title="Short slogan" />);
    const slogan = getComputedStyle(screen.getByRole("heading", { level: 1 })).fontSize;
    unmount();
    render(<Hero {...props} title="From first prototype to funded product, with one senior team" />);
    const sentence = getComputedStyle(screen.getByRole("heading", { level: 1 })).fontSize;
    expect(slogan).toBe("clamp(2.5rem, 7vw, 4.5rem)");
    expect(sentence).toBe("clamp(2rem, 4vw, 3rem)");
  });
});
