import { screen } from "@testing-library/react";
import React from "react";
import { aboutSkills } from "../../../content/about";
import { renderWithTheme } from "../../../test-utils/render";
import { ProgressBars } from "../ProgressBars";

describe("ProgressBars", () => {
  it("exposes each bar as a progress value out of 100, named by its label", () => {
    renderWithTheme(<ProgressBars items={aboutSkills} />);
    const expected = [
      ["Software Development", "75"],
      ["Brand Strategy", "85"],
      ["Competitor Analysis", "95"],
    ];
    for (const [name, value] of expected) {
      const bar = screen.getByRole("progressbar", { name });
      expect(bar).toHaveAttribute("aria-valuenow", value);
      expect(bar).toHaveAttribute("aria-valuemin", "0");
      expect(bar).toHaveAttribute("aria-valuemax", "100");
      expect(bar).toHaveAttribute("aria-valuetext", `${value}%`);
    }
  });

  it("fills each bar to its value and clamps values outside 0–100", () => {
    renderWithTheme(
      <ProgressBars
        items={[
          { title: "Over", value: 140 },
          { title: "Under", value: -5 },
          { title: "Fraction", value: 42.6 },
        ]}
      />,
    );
    const values = screen
      .getAllByRole("progressbar")
      .map((bar) => [bar.getAttribute("aria-valuenow"), (bar.firstElementChild as HTMLElement).style.width]);
    expect(values).toEqual([
      ["100", "100%"],
      ["0", "0%"],
      ["43", "43%"],
    ]);
  });
});
