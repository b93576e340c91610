import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { Header } from "../Header";

const renderHeader = (mode: "dark" | "light" = "dark", pathname = "/") =>
  renderWithTheme(
    <Header agencyName="Northbeam Studio" logoVariant={mode === "dark" ? "light" : "dark"} pathname={pathname} />,
    mode,
  );

// jsdom applies no media queries, so the header renders as on a phone: the menu starts
// collapsed behind its toggle.
const mainNav = (): HTMLElement => {
  const controlled = screen.getByRole("button", { name: "Main menu" }).getAttribute("aria-controls");
  const nav = document.getElementById(controlled ?? "");
  if (!nav) throw new Error("The menu toggle controls no element");
  return nav;
};

const openMobileMenu = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Main menu" }));

describe("Header", () => {
  it("links the logo home and shows the light logo on the dark theme", () => {
    renderHeader("dark");
    const home = screen.getByRole("link", { name: "Northbeam Studio home" });
    expect(home).toHaveAttribute("href", "/");
    expect(home.querySelector("[data-variant]")).toHaveAttribute("data-variant", "light");
  });

  it("shows the menu of spec §2 in order with the Login | Register button", () => {
    renderHeader();
    const links = within(mainNav())
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["About", "/"],
      ["About Us", "/about/"],
      ["Team", "/team/"],
      ["Services", "/service/"],
      ["Blog", "/blog/"],
      ["Contact", "/contact/"],
      ["Portfolio", "/portfolio/"],
      ["Login | Register", "/login/"],
    ]);
  });

  it("opens the About dropdown from the keyboard and announces it", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMobileMenu(user);
    const toggle = screen.getByRole("button", { name: "About submenu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Team" })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "About Us" })).toBeVisible();

    await user.tab();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the dropdown on a click elsewhere", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMobileMenu(user);
    const toggle = screen.getByRole("button", { name: "About submenu" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(document.body);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles the mobile menu and announces its state", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Main menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(mainNav().tagName).toBe("NAV");
    expect(mainNav()).toHaveAttribute("aria-label", "Main");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu when the route changes", async () => {
    const user = userEvent.setup();
    const { rerender } = renderHeader();
    await user.click(screen.getByRole("button", { name: "Main menu" }));
    rerender(<Header agencyName="Northbeam Studio" logoVariant="light" pathname="/about/" />);
    expect(screen.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("turns sticky-styled once the page is scrolled", () => {
    renderHeader();
    const banner = screen.getByRole("banner");
    expect(banner).toHaveAttribute("data-scrolled", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 400, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute("data-scrolled", "true");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute("data-scrolled", "false");
  });

  it("keeps light-layout visitors on light pages where a twin exists", async () => {
    const user = userEvent.setup();
    renderHeader("light", "/light/about/");
    await openMobileMenu(user);
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/light/service/");
    expect(screen.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio/");
    expect(screen.getByRole("link", { name: "Northbeam Studio home" }).querySelector("[data-variant]")).toHaveAttribute(
      "data-variant",
      "dark",
    );
  });
});
