import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { faq } from "../../../content/faq";
import { renderWithTheme } from "../../../test-utils/render";
import { Accordion } from "../Accordion";

const toggles = () => screen.getAllByRole("button");
const expanded = () => toggles().map((button) => button.getAttribute("aria-expanded"));

describe("Accordion", () => {
  it("renders the seven FAQ questions with only the first one open", () => {
    renderWithTheme(<Accordion items={faq} />);
    expect(toggles()).toHaveLength(7);
    expect(expanded()).toEqual(["true", "false", "false", "false", "false", "false", "false"]);
    expect(screen.getByText(faq[0]!.content)).toBeVisible();
    expect(screen.getByText(faq[1]!.content)).not.toBeVisible();
  });

  it("keeps one item open at a time", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={faq} />);
    await user.click(screen.getByRole("button", { name: faq[2]!.title }));
    expect(expanded()).toEqual(["false", "false", "true", "false", "false", "false", "false"]);
    expect(screen.getByText(faq[2]!.content)).toBeVisible();
    expect(screen.getByText(faq[0]!.content)).not.toBeVisible();
  });

  it("closes the open item when it is clicked again", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={faq} />);
    await user.click(screen.getByRole("button", { name: faq[0]!.title }));
    expect(expanded().every((state) => state === "false")).toBe(true);
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={faq} />);
    await user.tab();
    expect(toggles()[0]).toHaveFocus();
    await user.tab();
    expect(toggles()[1]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toggles()[1]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(toggles()[1]).toHaveAttribute("aria-expanded", "false");
  });

  it("links each button to the region it controls", () => {
    renderWithTheme(<Accordion items={faq} />);
    const first = toggles()[0]!;
    const region = document.getElementById(first.getAttribute("aria-controls") ?? "");
    expect(region).toHaveAttribute("role", "region");
    expect(region).toHaveAttribute("aria-labelledby", first.id);
  });
});
