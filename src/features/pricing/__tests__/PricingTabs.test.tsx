import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { PricingTabs } from "../PricingTabs";

const tab = (name: string) => screen.getByRole("tab", { name });
/** getByRole skips hidden elements, so this is the panel the visitor sees. */
const panel = () => screen.getByRole("tabpanel");
const visiblePrices = () =>
  within(panel())
    .getAllByText(/^\$\d+$/)
    .map((element) => element.textContent);

describe("PricingTabs", () => {
  it("starts on Monthly with the three monthly prices", () => {
    renderWithTheme(<PricingTabs />);
    expect(tab("Monthly")).toHaveAttribute("aria-selected", "true");
    expect(tab("Yearly")).toHaveAttribute("aria-selected", "false");
    expect(visiblePrices()).toEqual(["$399", "$449", "$599"]);
    expect(within(panel()).getAllByText("month")).toHaveLength(3);
    expect(screen.queryByText("$499")).not.toBeVisible();
  });

  it("shows the yearly prices when Yearly is clicked", async () => {
    const user = userEvent.setup();
    renderWithTheme(<PricingTabs />);
    await user.click(tab("Yearly"));
    expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");
    expect(tab("Monthly")).toHaveAttribute("aria-selected", "false");
    expect(visiblePrices()).toEqual(["$499", "$649", "$899"]);
    expect(within(panel()).getAllByText("year")).toHaveLength(3);
    expect(screen.getByText("$399")).not.toBeVisible();
  });

  it("wires tabs and panels together with a roving tabindex", async () => {
    const user = userEvent.setup();
    renderWithTheme(<PricingTabs />);
    expect(screen.getByRole("tablist")).toHaveAccessibleName("Billing period");
    expect(panel()).toHaveAttribute("id", tab("Monthly").getAttribute("aria-controls"));
    expect(panel()).toHaveAccessibleName("Monthly");
    expect(tab("Monthly")).toHaveAttribute("tabindex", "0");
    expect(tab("Yearly")).toHaveAttribute("tabindex", "-1");

    await user.tab();
    expect(tab("Monthly")).toHaveFocus();
    await user.tab();
    expect(panel()).toHaveFocus();
  });

  it("moves focus and selection with the arrow, Home and End keys", async () => {
    const user = userEvent.setup();
    renderWithTheme(<PricingTabs />);
    await user.tab();

    await user.keyboard("{ArrowRight}");
    expect(tab("Yearly")).toHaveFocus();
    expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");
    expect(tab("Yearly")).toHaveAttribute("tabindex", "0");
    expect(tab("Monthly")).toHaveAttribute("tabindex", "-1");
    expect(visiblePrices()).toEqual(["$499", "$649", "$899"]);

    // Wraps around at both ends.
    await user.keyboard("{ArrowRight}");
    expect(tab("Monthly")).toHaveFocus();
    expect(tab("Monthly")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(tab("Yearly")).toHaveFocus();
    expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Home}");
    expect(tab("Monthly")).toHaveFocus();
    expect(visiblePrices()).toEqual(["$399", "$449", "$599"]);
    await user.keyboard("{End}");
    expect(tab("Yearly")).toHaveFocus();
    expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");
  });

  it("marks Gold, and only Gold, as the most popular plan in text", async () => {
    const user = userEvent.setup();
    renderWithTheme(<PricingTabs />);
    for (const period of ["Monthly", "Yearly"]) {
      await user.click(tab(period));
      const cards = within(panel())
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.closest("li")!);
      expect(cards.map((card) => within(card).queryByText("Most popular") !== null)).toEqual([false, true, false]);
      expect(within(cards[1]!).getByRole("heading")).toHaveTextContent("Gold");
    }
  });

  it("gives every plan a call to action to the contact page", () => {
    renderWithTheme(<PricingTabs />);
    for (const title of ["Silver", "Gold", "Platinum"]) {
      expect(within(panel()).getByRole("link", { name: `Get started with the ${title} plan` })).toHaveAttribute(
        "href",
        "/contact/",
      );
    }
  });

  it("lists each plan's features", () => {
    renderWithTheme(<PricingTabs />);
    const gold = within(panel()).getByRole("list", { name: "Gold plan includes" });
    expect(within(gold).getAllByRole("listitem").length).toBeGreaterThan(2);
    expect(within(gold).getByText("Everything in Silver")).toBeInTheDocument();
  });
});
