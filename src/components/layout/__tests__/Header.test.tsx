import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { startupAction, startupMenu } from "../../../content/navigation";
import {
  forgetKnownMember,
  hasHintCookie,
  jsonAnswer,
  mockFetch,
  setSessionHint,
  settleTasks,
} from "../../../test-utils/member-session";
import { renderWithTheme } from "../../../test-utils/render";
import { seededSiteGlobals } from "../../../test-utils/site-globals";
import { LoginForm } from "../../forms/LoginForm";
import { Header } from "../Header";

/** The main layout's menu and button, as the seeded CMS gives them. */
const { menus, headerButton } = seededSiteGlobals();
const mainMenu = { menu: menus.header.items, menuName: menus.header.title, action: headerButton, showsMember: true };

const renderHeader = (mode: "dark" | "light" = "dark", pathname = "/") =>
  renderWithTheme(
    <Header agencyName="Northbeam Studio" logoVariant={mode === "dark" ? "light" : "dark"} pathname={pathname} {...mainMenu} />,
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

beforeEach(forgetKnownMember);

describe("Header", () => {
  it("links the logo home and shows the light logo on the dark theme", () => {
    renderHeader("dark");
    const home = screen.getByRole("link", { name: "Northbeam Studio home" });
    expect(home).toHaveAttribute("href", "/");
    expect(home.querySelector("[data-variant]")).toHaveAttribute("data-variant", "light");
  });

  it("shows Home, About (About Us, Team), Services, Blog, Contact and Portfolio in order, then the Login | Register button", () => {
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
    rerender(<Header agencyName="Northbeam Studio" logoVariant="light" pathname="/about/" {...mainMenu} />);
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

  describe("login state", () => {
    const ada = jsonAnswer(200, { name: "Ada Lovelace" });
    const loginLink = () => screen.queryByRole("link", { name: "Login | Register" });

    it("makes no request and offers Login | Register without the hint cookie", async () => {
      const fetchMock = mockFetch(ada);
      renderHeader();
      await settleTasks(20);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(within(mainNav()).getByRole("link", { name: "Login | Register", hidden: true })).toHaveAttribute("href", "/login/");
      expect(screen.queryByRole("button", { name: "Log out", hidden: true })).not.toBeInTheDocument();
    });

    it("renders the logged-out header first, as the server did, then shows the member the server names", async () => {
      const user = userEvent.setup();
      setSessionHint(true);
      const fetchMock = mockFetch(ada);
      renderHeader();
      expect(within(mainNav()).getByRole("link", { name: "Login | Register", hidden: true })).toBeInTheDocument();

      await openMobileMenu(user);
      expect(await screen.findByRole("button", { name: "Log out" })).toBeVisible();
      expect(within(mainNav()).getByText(/Logged in as/)).toHaveTextContent("Logged in as Ada Lovelace");
      expect(loginLink()).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith("/api/user/me", expect.anything());
    });

    it("asks the server as soon as the login form succeeds", async () => {
      const user = userEvent.setup();
      const fetchMock = mockFetch(ada);
      fetchMock.mockImplementation(async (url) => {
        if (url !== "/api/user/login") return ada;
        // The Function's answer sets the session cookie and the hint.
        setSessionHint(true);
        return jsonAnswer(201, { message: "Login was successful!" });
      });
      renderWithTheme(
        <>
          <Header agencyName="Northbeam Studio" logoVariant="light" pathname="/login/" {...mainMenu} />
          <LoginForm />
        </>,
      );
      await settleTasks();
      expect(fetchMock).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText("Email"), "ada@example.com");
      await user.type(screen.getByLabelText("Password"), "maple river lantern 42");
      await user.click(screen.getByRole("button", { name: "Login" }));
      await openMobileMenu(user);
      expect(await screen.findByRole("button", { name: "Log out" })).toBeVisible();
      expect(screen.getByText(/Logged in as/)).toHaveTextContent("Logged in as Ada Lovelace");
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/user/login", "/api/user/me"]);
    });

    it("stays logged out when the server answers 401, and deletes the hint", async () => {
      const user = userEvent.setup();
      setSessionHint(true);
      const fetchMock = mockFetch(jsonAnswer(401, { message: "You are not logged in." }));
      renderHeader();
      await openMobileMenu(user);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await settleTasks();
      expect(loginLink()).toBeVisible();
      expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
      expect(hasHintCookie()).toBe(false);
    });

    it("logs out: posts to /api/user/logout, then shows Login | Register again", async () => {
      const user = userEvent.setup();
      setSessionHint(true);
      const fetchMock = mockFetch(ada);
      renderHeader();
      await openMobileMenu(user);
      const logOut = await screen.findByRole("button", { name: "Log out" });

      fetchMock.mockImplementation(async () => {
        // The Function's answer clears both cookies.
        setSessionHint(false);
        return jsonAnswer(200, { message: "You are logged out." });
      });
      await user.click(logOut);

      expect(await screen.findByRole("link", { name: "Login | Register" })).toBeVisible();
      expect(screen.queryByText(/Logged in as/)).not.toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("You are logged out.");
      const [url, init] = fetchMock.mock.calls[1]!;
      expect(url).toBe("/api/user/logout");
      expect(init).toMatchObject({ method: "POST", body: "{}" });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it("keeps the tech-startup layout's own action while logged in", async () => {
      setSessionHint(true);
      const fetchMock = mockFetch(ada);
      renderWithTheme(
        <Header
          agencyName="Northbeam Studio"
          logoVariant="dark"
          pathname="/light/tech-startup/"
          menu={startupMenu}
          menuName="Main"
          action={startupAction}
          showsMember={false}
        />,
        "light",
      );
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await settleTasks();
      expect(within(mainNav()).getByRole("link", { name: startupAction.title, hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Log out", hidden: true })).not.toBeInTheDocument();
    });
  });
});
